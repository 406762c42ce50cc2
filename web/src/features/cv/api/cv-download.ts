/** `GET /api/download-cv`: the PDF with a session, `401 { requiresLogin: true }` without one. */
export const CV_DOWNLOAD_PATH = '/api/download-cv';

export const CV_FALLBACK_FILENAME = 'CV.pdf';

/** The CV alerts, word for word (docs/product.md#cv). */
export const CV_ALERTS = {
  loginRequired: 'Authentication required: Please sign in to download CV.',
  failed: 'Could not download CV',
  network: 'Error downloading CV. Please try again later.',
} as const;

// The browser reads the blob after the click returns; revoking at once cancels the download in
// some browsers, so the URL lives a while (FileSaver.js waits 40 s for the same reason).
export const REVOKE_OBJECT_URL_AFTER_MS = 40_000;

/** A plain name for the saved file: no folders, and never empty. */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base || CV_FALLBACK_FILENAME;
}

/** The file name a `Content-Disposition` header asks for (RFC 6266), else 'CV.pdf'. */
export function filenameFromDisposition(header: string | null): string {
  if (!header) return CV_FALLBACK_FILENAME;
  const extended = /filename\*\s*=\s*([\w-]*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : CV_FALLBACK_FILENAME;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  // Firefox only follows a click on an anchor that is in the document.
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_OBJECT_URL_AFTER_MS);
}

async function messageOf(response: Response): Promise<{ requiresLogin: boolean; message: string }> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      return {
        requiresLogin: 'requiresLogin' in body && body.requiresLogin === true,
        message: 'message' in body && typeof body.message === 'string' ? body.message : '',
      };
    }
  } catch {
    // Not JSON (a proxy's error page): the generic text below stands.
  }
  return { requiresLogin: false, message: '' };
}

export type CvDownloadOutcome = 'downloaded' | 'login-required' | 'failed';

/**
 * Downloads the CV with the session cookie and saves it under the server's file name. Failures are
 * told with the CV alerts; `onLoginRequired` runs after the sign-in one.
 */
export async function downloadCv({
  onLoginRequired,
}: {
  onLoginRequired: () => void;
}): Promise<CvDownloadOutcome> {
  let response: Response;
  let blob: Blob | undefined;
  try {
    response = await fetch(CV_DOWNLOAD_PATH, {
      credentials: 'same-origin',
      headers: { Accept: 'application/pdf, application/json' },
    });
    if (response.ok) blob = await response.blob();
  } catch {
    window.alert(CV_ALERTS.network);
    return 'failed';
  }
  if (blob) {
    saveBlob(blob, filenameFromDisposition(response.headers.get('Content-Disposition')));
    return 'downloaded';
  }
  const { requiresLogin, message } = await messageOf(response);
  if (requiresLogin) {
    window.alert(CV_ALERTS.loginRequired);
    onLoginRequired();
    return 'login-required';
  }
  window.alert(`Error: ${message || CV_ALERTS.failed}`);
  return 'failed';
}
