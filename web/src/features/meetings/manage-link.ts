import { documentId } from '@shared/fields';
import { meetingTokenSchema } from '@shared/meetings';
import { z } from '@shared/zod';

/**
 * The link of a meeting invitation, `/meetings/manage?id=…#token=…`. The token lives in the
 * fragment, which the browser never sends anywhere; the page hands it to the API in a header and
 * then takes it out of the address bar, so it is not left in the history, a bookmark or a shared
 * screen.
 */

const manageLinkSchema = z.object({ id: documentId('Which meeting?'), token: meetingTokenSchema });
export type ManageLink = z.infer<typeof manageLinkSchema>;

// This tab only, so a reload (or a phone bringing back a tab it had put away) still finds the
// token once the address bar no longer shows it; it goes when the tab closes.
const storageKey = (id: string): string => `meeting-link:${id}`;

function remembered(id: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(id));
  } catch {
    return null;
  }
}

function remember({ id, token }: ManageLink): void {
  try {
    sessionStorage.setItem(storageKey(id), token);
  } catch {
    // Blocked storage: the link still works until the page is reloaded.
  }
}

/** The fragment's token, if it carries one. */
export const fragmentToken = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token');

/**
 * The link the page was opened with, or undefined when it is cut short or malformed: the id from
 * the query, the token from the fragment (or this tab's earlier visit). A `token` in the query is
 * not read: links no longer put it there, and one from before does not work anyway.
 */
export function readManageLink(search: string, hash: string): ManageLink | undefined {
  const id = new URLSearchParams(search).get('id') ?? '';
  const fromFragment = fragmentToken(hash);
  const token = fromFragment ?? remembered(id) ?? '';
  const link = manageLinkSchema.safeParse({ id, token }).data;
  if (link && fromFragment !== null) remember(link);
  return link;
}
