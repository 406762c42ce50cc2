import { defaultContent } from '@shared/content/defaults';
import type { QuinnContent } from '@shared/quinn/answer';

/**
 * What the panel shows and Quinn answers from in the browser: the site's built-in content, the
 * same documents the page draws (its greeting, chat services, canned replies and the owner's
 * email), so the panel can never disagree with the page.
 */
export const quinnContent: QuinnContent = {
  profile: defaultContent.profile,
  experience: defaultContent.experience,
  skills: defaultContent.skills,
  projects: defaultContent.projects,
  availability: defaultContent.availability,
  services: defaultContent.services,
  'meeting-types': defaultContent['meeting-types'],
  'contact-items': defaultContent['contact-items'],
  'social-links': defaultContent['social-links'],
  assistant: defaultContent.assistant,
};
