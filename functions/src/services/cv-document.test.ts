import { beforeAll, describe, expect, it } from 'vitest';

import { education, experience } from '../shared/content/experience';
import { profile } from '../shared/content/profile';
import { projects } from '../shared/content/projects';
import { socialLinks } from '../shared/content/social-links';
import { contactPhone } from '../content/contact-phone';
import { defaultContent } from '../shared/content/defaults';
import { buildCvPdf, cvFileName } from './cv-document';

// pdfkit writes standard-font text as hex strings of WinAnsi codes inside TJ arrays, split
// wherever kerning applies; each array is one line of text on the page.

// WinAnsi is Latin-1 except for 0x80–0x9F. Node's TextDecoder('windows-1252') treats it as plain
// Latin-1, so the typographic characters the CV uses are mapped here.
const WIN_ANSI_EXTRAS: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function decodeWinAnsi(hex: string): string {
  return [...Buffer.from(hex, 'hex')]
    .map((code) => WIN_ANSI_EXTRAS[code] ?? String.fromCharCode(code))
    .join('');
}

function extractText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines = [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array = '']) =>
    [...array.matchAll(/<([0-9A-Fa-f]*)>/g)].map(([, hex = '']) => decodeWinAnsi(hex)).join(''),
  );
  // Wrapped lines end in a space or not at all, so joining on whitespace restores the prose.
  return lines.join(' ').replace(/\s+/g, ' ');
}

/** Follows `/Key n 0 R` in the info dictionary to its literal string and decodes it. */
function infoString(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  if (!ref) return undefined;
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)?.[1];
  if (literal === undefined) return undefined;
  const bytes = Buffer.from(unescapeLiteral(literal), 'latin1');
  const isUtf16 = bytes[0] === 0xfe && bytes[1] === 0xff;
  return isUtf16 ? new TextDecoder('utf-16be').decode(bytes.subarray(2)) : bytes.toString('latin1');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

function unescapeLiteral(literal: string): string {
  return literal.replace(/\\([0-7]{1,3}|.)/g, (_match, code: string) => {
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return ESCAPES[code] ?? code;
  });
}

describe('buildCvPdf', () => {
  let compressed: Buffer;
  let plain: Buffer;
  let text: string;

  beforeAll(async () => {
    [compressed, plain] = await Promise.all([
      buildCvPdf(defaultContent),
      buildCvPdf(defaultContent, { compress: false }),
    ]);
    text = extractText(plain);
  });

  it('produces a complete PDF file', () => {
    for (const pdf of [compressed, plain]) {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('has at least one A4 page', () => {
    const raw = plain.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('compresses its content streams unless told not to', () => {
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
    expect(plain.toString('latin1')).not.toContain('/FlateDecode');
    expect(compressed.length).toBeLessThan(plain.length);
  });

  it('shows the name, headline and public contact details', () => {
    expect(text).toContain(profile.name);
    expect(text).toContain(profile.headline);
    expect(text).toContain(profile.location);
    expect(text).toContain(profile.email);
  });

  it('lists every job with its company and period', () => {
    for (const entry of experience) {
      expect(text).toContain(`${entry.title} — ${entry.company}`);
      expect(text).toContain(entry.period);
    }
    const firstDuty = experience.find((entry) => entry.responsibilities?.length)
      ?.responsibilities?.[0];
    expect(firstDuty).toBeDefined();
    expect(text).toContain(firstDuty);
  });

  it('lists education, projects and social profiles', () => {
    for (const entry of education) expect(text).toContain(entry.degree);
    for (const project of projects) expect(text).toContain(project.title);
    for (const link of socialLinks) expect(text).toContain(link.platform);
  });

  it('has section headings', () => {
    for (const heading of ['PROFILE', 'EXPERIENCE', 'EDUCATION', 'TECHNICAL SKILLS', 'LINKS']) {
      expect(text).toContain(heading);
    }
  });

  it('never prints the phone number, which the site only reveals on request', async () => {
    const phone = await contactPhone();
    const national = phone.replace(/^\+\d+\s*/, '');
    const raw = plain.toString('latin1');
    for (const form of [phone, national, national.replace(/\s+/g, '')]) {
      expect(text).not.toContain(form);
      expect(raw).not.toContain(form);
    }
  });

  it('records the title, author and subject in the document info', () => {
    expect(infoString(plain, 'Title')).toBe(`${profile.name} — CV`);
    expect(infoString(plain, 'Author')).toBe(profile.name);
    expect(infoString(plain, 'Subject')).toBe(profile.headline);
  });

  it('numbers every page in the footer', () => {
    const pages = plain.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    for (let page = 1; page <= pages; page += 1) {
      expect(text).toContain(`Page ${page} of ${pages}`);
    }
  });
});

describe('cvFileName', () => {
  const fileNameFor = (name: string): string => cvFileName({ ...profile, name });

  it('builds the name from the owner with dashes', () => {
    expect(cvFileName(profile)).toBe(`${profile.name.trim().split(/\s+/).join('-')}-CV.pdf`);
    expect(cvFileName(profile)).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
  });

  it('drops accents and anything that is not a letter or digit', () => {
    expect(fileNameFor("  Zoë O'Brien / Núñez 3rd ")).toBe('Zoe-O-Brien-Nunez-3rd-CV.pdf');
  });

  it('falls back to a plain name when nothing usable is left', () => {
    expect(fileNameFor('— 李 —')).toBe('CV.pdf');
  });
});

describe('the CV of what is published', () => {
  it('shows the published headline and project, not the built-in ones', async () => {
    const [first, ...rest] = defaultContent.projects.projects;
    if (!first) throw new Error('No project.');
    const pdf = await buildCvPdf(
      {
        ...defaultContent,
        profile: {
          ...defaultContent.profile,
          profile: { ...profile, headline: 'Maker of calm tools' },
        },
        projects: { projects: [{ ...first, title: 'Harbour Lights' }, ...rest] },
      },
      { compress: false },
    );
    const text = extractText(pdf);
    expect(text).toContain('Maker of calm tools');
    expect(text).toContain('Harbour Lights');
    expect(text).not.toContain(profile.headline);
  });
});
