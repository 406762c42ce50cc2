import { describe, expect, it } from 'vitest';
import { CV_FALLBACK_FILENAME, filenameFromDisposition } from './cv-download';

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="marcus-ellison-cv.pdf"', 'marcus-ellison-cv.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="with \\"quotes\\".pdf"', 'with "quotes".pdf'],
    ["attachment; filename*=UTF-8''Ren%C3%A9%20CV.pdf", 'René CV.pdf'],
    // RFC 6266: the extended form wins over the plain one.
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'real.pdf', 'real.pdf'],
    ['attachment; filename="../../etc/cv.pdf"', 'cv.pdf'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  it.each([
    null,
    '',
    'attachment',
    'attachment; filename=""',
    "attachment; filename*=UTF-8''%E0%A4%A",
  ])("falls back to 'CV.pdf' for %j", (header) => {
    expect(filenameFromDisposition(header)).toBe(CV_FALLBACK_FILENAME);
    expect(CV_FALLBACK_FILENAME).toBe('CV.pdf');
  });
});
