import type { SessionUser } from '../shared/auth';
import { limitCvDownload } from '../policies/rate-limits';
import { recordAudit } from './audit';
import { buildCvPdf, cvFileName } from './cv-document';

/** The owner's CV as a PDF, for signed-in visitors; every download is audited. */

// The content only changes with a deploy, so one PDF per instance serves every download.
let pdf: Promise<Buffer> | undefined;

export async function downloadCv(user: SessionUser): Promise<{ file: Buffer; fileName: string }> {
  await limitCvDownload(user.uid);
  pdf ??= buildCvPdf().catch((error: unknown) => {
    pdf = undefined;
    throw error;
  });
  const file = await pdf;
  await recordAudit({ action: 'cv.download', actorUid: user.uid });
  return { file, fileName: cvFileName() };
}
