import type { SessionUser } from '../shared/auth';
import { limitCvDownload } from '../policies/rate-limits';
import { OWN_LIST_LIMIT } from '../lib/rows';
import { ownActions, recordAudit } from './audit';
import { buildCvPdf, cvFileName } from './cv-document';
import { readPublishedSite } from './published-content';

/** The owner's CV as a PDF, for signed-in visitors; every download is audited. */

// Drawn once per published version of the site per instance: a publish changes the next download.
let pdf: { stamp: string; file: Promise<Buffer> } | undefined;

export async function downloadCv(user: SessionUser): Promise<{ file: Buffer; fileName: string }> {
  await limitCvDownload(user.uid);
  const site = await readPublishedSite();
  if (pdf?.stamp !== site.stamp) {
    const drawn = { stamp: site.stamp, file: buildCvPdf(site.content) };
    drawn.file.catch(() => {
      if (pdf === drawn) pdf = undefined;
    });
    pdf = drawn;
  }
  const file = await pdf.file;
  await recordAudit({ action: 'cv.download', actorUid: user.uid });
  return { file, fileName: cvFileName(site.content.profile.profile) };
}

/** The user's own downloads of the CV, newest first (the most recent OWN_LIST_LIMIT). */
export async function myCvDownloads(uid: string): Promise<{ at: string }[]> {
  return (await ownActions(uid, 'cv.download', OWN_LIST_LIMIT)).map((at) => ({ at }));
}
