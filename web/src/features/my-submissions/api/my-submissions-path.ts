/**
 * Where the signed-in user's own messages, inquiries and endorsements are read: by their query
 * (./my-submissions.ts) and, before any module runs, by the dashboards (app/pages.ts).
 */
export const MY_SUBMISSIONS_PATH = '/api/my-submissions';
