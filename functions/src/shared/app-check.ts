/**
 * App Check on the public forms (docs/deploying.md, "App Check"): the header that carries the
 * token, and what a person is told when it is missing or not valid (the server's 401, and the
 * page's own words when it could not make a token), in words that say what to do.
 */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const APP_CHECK_REFUSED_MESSAGE =
  'This form could not be confirmed as sent from this website, so it was not sent. Reload the page and send it again.';
