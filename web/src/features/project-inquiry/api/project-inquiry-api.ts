import type { ProjectInquiry } from '@shared/project-inquiry';
import { createSubmitter, type SubmissionAnswer } from '@/lib/submit';

export const PROJECT_INQUIRY_PATH = '/api/project-inquiry';

/**
 * A sender for `POST /api/project-inquiry`. Make one per mounted form: it remembers the
 * Idempotency-Key of the last unanswered attempt, so sending the same inquiry again after a
 * failure stores it once.
 */
export function createProjectInquirySender(): (
  payload: ProjectInquiry,
) => Promise<SubmissionAnswer> {
  const submit = createSubmitter(PROJECT_INQUIRY_PATH);
  return (payload) => submit(payload);
}
