import type { AdminExportName } from '@shared/admin-exports';
import { ApiError, NETWORK_ERROR_MESSAGE, OFFLINE_MESSAGE } from './api-client';
import { isRecord } from './is-record';

/** Where the export `name` is answered (`POST`, its list's filters as the JSON body). */
export const adminExportPath = (name: AdminExportName): string => `/api/admin/export/${name}`;

/** The file name the server gave the download, else one of our own. */
function fileNameOf(response: Response, name: AdminExportName): string {
  const given = /filename="([^"/\\]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return given?.[1] ?? `${name}.csv`;
}

/**
 * Downloads the CSV of the admin list `name` with `filter` (every row it selects, across every
 * page): the server's file, saved under the server's name. Rejects with ApiError in the server's
 * words (403, a filter refused with 400), or the network's.
 */
export async function downloadAdminExport(
  name: AdminExportName,
  filter: Readonly<Record<string, string | boolean>>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(adminExportPath(name), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
      body: JSON.stringify(filter),
    });
  } catch {
    throw new ApiError(0, navigator.onLine === false ? OFFLINE_MESSAGE : NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
    throw new ApiError(response.status, message || 'The export could not be made.');
  }
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // The server cuts the connection when it cannot finish: the file would be short.
    throw new ApiError(0, 'The export was interrupted. Please try again.');
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, name);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
