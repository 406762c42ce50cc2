/**
 * Where the signed-in user's own bookings are read: by their query (./my-bookings.ts) and, before
 * any module runs, by the pages that show them (app/pages.ts). A module of its own, so the page
 * list names it without the answer's schema.
 */
export const MY_BOOKINGS_PATH = '/api/bookings';
