import { achievements } from './achievements';
import { assistant } from './assistant';
import { availabilityCards, availabilityIntro, experienceBadges, journey } from './availability';
import { contactItems } from './contact-items';
import { easterEggs } from './easter-eggs';
import type { SiteContent } from './documents';
import { education, experience } from './experience';
import { heroSocialLinks, heroStats } from './hero';
import { introSteps } from './intro-steps';
import { meetingTypes } from './meeting-types';
import { miniGames } from './mini-games';
import { footer, sections } from './navigation';
import { profile, websites } from './profile';
import { projects } from './projects';
import { seo } from './seo';
import { services } from './services';
import { softSkills, technicalSkills } from './skills';
import { socialLinks } from './social-links';
import { DEFAULT_SITE_THEME } from '../site-theme';

/** The content built into the site: what every reader falls back to when nothing is published. */
export const defaultContent: SiteContent = {
  profile: { profile, websites },
  hero: { heroStats, heroSocialLinks },
  'social-links': { socialLinks },
  experience: { experience, education },
  skills: { technicalSkills, softSkills },
  projects: { projects },
  availability: { availabilityIntro, availabilityCards, journey, experienceBadges },
  'contact-items': { contactItems },
  'intro-steps': { introSteps },
  navigation: { sections, footer },
  seo: { seo },
  services: { services },
  'meeting-types': { meetingTypes },
  assistant,
  achievements: { achievements },
  'easter-eggs': { easterEggs },
  'mini-games': miniGames,
  theme: { theme: DEFAULT_SITE_THEME },
};
