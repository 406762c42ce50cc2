/** `GET /api/download-cv`. */
export const CV_LOGIN_REQUIRED_MESSAGE = 'Please sign in to download the CV.';
