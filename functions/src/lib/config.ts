/** Region of every function; Hosting's `/api/**` rewrite in firebase.json names the same one. */
export const REGION = 'europe-west2';

/** How long a health probe may take before the service counts as failing. */
export const HEALTH_TIMEOUT_MS = 3000;
