import PDFDocument from 'pdfkit';
import type { SiteContent } from '../shared/content/documents';
import type { EducationEntry, ExperienceEntry } from '../shared/content/experience-schema';
import type { Profile } from '../shared/content/profile-schema';
import type { Project } from '../shared/content/projects-schema';
import type { SkillRating, SoftSkill } from '../shared/content/skills-schema';
import type { SocialLink } from '../shared/content/social-links-schema';

type Doc = PDFKit.PDFDocument;

/** The documents the CV is drawn from, as published. */
export type CvContent = Pick<
  SiteContent,
  'profile' | 'experience' | 'skills' | 'projects' | 'social-links'
>;

export interface CvPdfOptions {
  /** Tests turn compression off so they can read the text straight out of the content streams. */
  compress?: boolean;
}

// The standard 14 fonts ship inside pdfkit, so the function needs no font files and no network.
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const MARGIN = 50;
const COLOUR = {
  text: '#1f2933',
  muted: '#5f6b7a',
  accent: '#1d4ed8',
  rule: '#d5dbe3',
  track: '#e4e8ee',
} as const;
const SIZE = { name: 24, headline: 12, heading: 10.5, body: 10, small: 9, footer: 8 } as const;
const GAP = { section: 16, afterHeading: 8, entry: 10, line: 2 } as const;

const BODY_LINE = SIZE.body * 1.2 + GAP.line;
// Keeps a heading on the same page as at least a few lines of what it introduces.
const KEEP_WITH_HEADING = 3 * BODY_LINE;
const BULLET_INDENT = 12;
const COLUMN_GAP = 24;
const SKILL_ROW_HEIGHT = 26;
const SOCIAL_LABEL_WIDTH = 80;
const FOOTER_OFFSET = 30;

/** Renders the owner's CV from the site content as an A4 PDF. */
export async function buildCvPdf(content: CvContent, options: CvPdfOptions = {}): Promise<Buffer> {
  const { profile } = content.profile;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    // Buffered so the page footers can say "page x of n" once the page count is known.
    bufferPages: true,
    displayTitle: true,
    lang: 'en-GB',
    info: { Title: `${profile.name} — CV`, Author: profile.name, Subject: profile.headline },
  });
  const done = collect(doc);
  renderCv(doc, content);
  doc.end();
  return done;
}

/** A download name safe in any file system and Content-Disposition header. */
export function cvFileName(profile: Profile): string {
  const slug = profile.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}-CV.pdf` : 'CV.pdf';
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function renderCv(doc: Doc, content: CvContent): void {
  const { profile } = content.profile;
  const { experience, education } = content.experience;
  renderHeader(doc, profile);
  renderSummary(doc, profile);
  renderEntries(doc, 'Experience', experience, experienceKeepHeight, renderExperienceEntry);
  renderEntries(doc, 'Education', education, () => KEEP_WITH_HEADING, renderEducationEntry);
  renderTechnicalSkills(doc, content.skills.technicalSkills);
  renderSoftSkills(doc, content.skills.softSkills);
  renderEntries(
    doc,
    'Selected projects',
    content.projects.projects,
    projectKeepHeight,
    renderProject,
  );
  renderLinks(doc, content['social-links'].socialLinks);
  renderFooters(doc, profile);
}

function left(doc: Doc): number {
  return doc.page.margins.left;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when the next block would not fit, so blocks are never split mid-way. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
  }
}

function style(doc: Doc, font: string, size: number, colour: string): Doc {
  return doc.font(font).fontSize(size).fillColor(colour);
}

function measure(doc: Doc, text: string, font: string, size: number, width: number): number {
  return doc.font(font).fontSize(size).heightOfString(text, { width, lineGap: GAP.line });
}

/** Shows a URL the way people type it; the link annotation still carries the full address. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function rule(doc: Doc, y: number, colour: string = COLOUR.rule): void {
  doc
    .save()
    .moveTo(left(doc), y)
    .lineTo(left(doc) + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(colour)
    .stroke()
    .restore();
}

function startSection(doc: Doc, title: string, keepWith: number): void {
  doc.y += GAP.section;
  const headingHeight = measure(doc, title, BOLD, SIZE.heading, contentWidth(doc));
  ensureSpace(doc, headingHeight + GAP.afterHeading + keepWith);
  style(doc, BOLD, SIZE.heading, COLOUR.accent).text(title.toUpperCase(), left(doc), doc.y, {
    width: contentWidth(doc),
    characterSpacing: 0.8,
  });
  rule(doc, doc.y + 1);
  doc.y += GAP.afterHeading;
}

function renderHeader(doc: Doc, profile: Profile): void {
  const width = contentWidth(doc);
  style(doc, BOLD, SIZE.name, COLOUR.text).text(profile.name, left(doc), doc.page.margins.top, {
    width,
  });
  doc.y += 2;
  style(doc, REGULAR, SIZE.headline, COLOUR.accent).text(profile.headline, left(doc), doc.y, {
    width,
    lineGap: GAP.line,
  });
  doc.y += 4;
  renderContactLine(doc, profile);
  doc.y += 6;
  rule(doc, doc.y, COLOUR.muted);
}

interface Segment {
  text: string;
  link?: string;
}

const SEPARATOR: Segment = { text: '  ·  ' };

// The phone number stays off the CV: the site only reveals it to signed-in visitors with a reason.
function renderContactLine(doc: Doc, profile: Profile): void {
  style(doc, REGULAR, SIZE.small, COLOUR.muted);
  segments(doc, [
    { text: profile.location },
    SEPARATOR,
    { text: profile.email, link: `mailto:${profile.email}` },
    SEPARATOR,
    { text: displayUrl(profile.siteUrl), link: profile.siteUrl },
  ]);
}

/** One flowing line made of pieces, some of them links, in the current style. */
function segments(doc: Doc, pieces: readonly Segment[]): void {
  pieces.forEach((piece, index) => {
    // pdfkit carries options over between continued pieces, so an unlinked piece must clear it.
    const options = { link: piece.link ?? null, continued: index < pieces.length - 1 };
    if (index === 0) {
      doc.text(piece.text, left(doc), doc.y, {
        ...options,
        width: contentWidth(doc),
        lineGap: GAP.line,
      });
    } else {
      doc.text(piece.text, options);
    }
  });
}

function renderSummary(doc: Doc, profile: Profile): void {
  startSection(doc, 'Profile', KEEP_WITH_HEADING);
  paragraph(doc, profile.summary);
}

function paragraph(doc: Doc, text: string, colour: string = COLOUR.text): void {
  style(doc, REGULAR, SIZE.body, colour).text(text, left(doc), doc.y, {
    width: contentWidth(doc),
    lineGap: GAP.line,
  });
}

/**
 * A section of entries a gap apart, none if there are none. The heading stays on the page of
 * what `keepHeight` measures of the first entry: the part of it that must not be split.
 */
function renderEntries<Entry>(
  doc: Doc,
  title: string,
  entries: readonly Entry[],
  keepHeight: (doc: Doc, entry: Entry) => number,
  render: (doc: Doc, entry: Entry) => void,
): void {
  const [first] = entries;
  if (first === undefined) return;
  startSection(doc, title, keepHeight(doc, first));
  entries.forEach((entry, index) => {
    if (index > 0) doc.y += GAP.entry;
    render(doc, entry);
  });
}

/** The entry's heading lines plus its first bullet: the part that must not be split. */
function experienceKeepHeight(doc: Doc, entry: ExperienceEntry): number {
  const [firstBullet] = entry.responsibilities ?? [];
  const bullet = firstBullet ? bulletHeight(doc, firstBullet) : 0;
  return titledLineHeight(doc, experienceTitle(entry), entry.period) + 2 * SIZE.small + bullet;
}

function experienceTitle(entry: ExperienceEntry): string {
  return `${entry.title} — ${entry.company}`;
}

function renderExperienceEntry(doc: Doc, entry: ExperienceEntry): void {
  ensureSpace(doc, experienceKeepHeight(doc, entry));
  titledLine(doc, experienceTitle(entry), entry.period);
  style(doc, REGULAR, SIZE.small, COLOUR.muted).text(entry.location, left(doc), doc.y, {
    width: contentWidth(doc),
  });
  doc.y += 3;
  for (const item of entry.responsibilities ?? []) {
    bullet(doc, item);
  }
}

/** Width left for a bold title when a date sits on the right of the same line. */
function titleWidth(doc: Doc, aside: string): number {
  const asideWidth = doc.font(REGULAR).fontSize(SIZE.body).widthOfString(aside);
  return contentWidth(doc) - asideWidth - COLUMN_GAP;
}

function titledLineHeight(doc: Doc, title: string, aside: string): number {
  return measure(doc, title, BOLD, SIZE.body, titleWidth(doc, aside));
}

/** A bold title on the left with a muted date right-aligned on its first line. */
function titledLine(doc: Doc, title: string, aside: string): void {
  const top = doc.y;
  const width = titleWidth(doc, aside);
  style(doc, REGULAR, SIZE.body, COLOUR.muted).text(aside, left(doc), top, {
    width: contentWidth(doc),
    align: 'right',
  });
  const asideBottom = doc.y;
  style(doc, BOLD, SIZE.body, COLOUR.text).text(title, left(doc), top, {
    width,
    lineGap: GAP.line,
  });
  doc.y = Math.max(doc.y, asideBottom);
}

function bulletHeight(doc: Doc, text: string): number {
  return measure(doc, text, REGULAR, SIZE.body, contentWidth(doc) - BULLET_INDENT) + GAP.line;
}

function bullet(doc: Doc, text: string): void {
  ensureSpace(doc, bulletHeight(doc, text));
  const top = doc.y;
  style(doc, REGULAR, SIZE.body, COLOUR.accent).text('•', left(doc) + 2, top, {
    width: BULLET_INDENT,
  });
  style(doc, REGULAR, SIZE.body, COLOUR.text).text(text, left(doc) + BULLET_INDENT, top, {
    width: contentWidth(doc) - BULLET_INDENT,
    lineGap: GAP.line,
  });
  doc.y += GAP.line;
}

function renderEducationEntry(doc: Doc, entry: EducationEntry): void {
  ensureSpace(doc, titledLineHeight(doc, entry.degree, entry.year) + SIZE.body * 1.5);
  titledLine(doc, entry.degree, entry.year);
  style(doc, REGULAR, SIZE.small, COLOUR.muted).text(entry.university, left(doc), doc.y, {
    width: contentWidth(doc),
  });
}

function renderTechnicalSkills(doc: Doc, skills: readonly SkillRating[]): void {
  if (skills.length === 0) return;
  startSection(doc, 'Technical skills', SKILL_ROW_HEIGHT);
  for (let index = 0; index < skills.length; index += 2) {
    ensureSpace(doc, SKILL_ROW_HEIGHT);
    const top = doc.y;
    skills.slice(index, index + 2).forEach((skill, column) => skillCell(doc, skill, column, top));
    doc.y = top + SKILL_ROW_HEIGHT;
  }
}

/** One skill in a two-column grid: name, percentage and a thin bar showing the percentage. */
function skillCell(doc: Doc, skill: SkillRating, column: number, top: number): void {
  const width = (contentWidth(doc) - COLUMN_GAP) / 2;
  const x = left(doc) + column * (width + COLUMN_GAP);
  style(doc, REGULAR, SIZE.body, COLOUR.muted).text(`${skill.percentage}%`, x, top, {
    width,
    align: 'right',
  });
  style(doc, REGULAR, SIZE.body, COLOUR.text).text(skill.name, x, top, {
    width: width - COLUMN_GAP,
    // One line only: a second would run into the bar below.
    height: SIZE.body,
    ellipsis: true,
  });
  const barY = top + SIZE.body + 5;
  const filled = (width * Math.min(Math.max(skill.percentage, 0), 100)) / 100;
  doc.save().rect(x, barY, width, 3).fill(COLOUR.track);
  doc.rect(x, barY, filled, 3).fill(COLOUR.accent).restore();
}

function renderSoftSkills(doc: Doc, skills: readonly SoftSkill[]): void {
  if (skills.length === 0) return;
  startSection(doc, 'Soft skills', KEEP_WITH_HEADING);
  for (const skill of skills) {
    labelled(doc, skill.name, skill.description);
  }
}

/** "Label: text" as one flowing paragraph with the label in bold. */
function labelled(doc: Doc, label: string, text: string): void {
  const width = contentWidth(doc);
  ensureSpace(doc, measure(doc, `${label}: ${text}`, REGULAR, SIZE.body, width) + GAP.line);
  style(doc, BOLD, SIZE.body, COLOUR.text).text(`${label}: `, left(doc), doc.y, {
    width,
    lineGap: GAP.line,
    continued: true,
  });
  style(doc, REGULAR, SIZE.body, COLOUR.text).text(text);
  doc.y += GAP.line;
}

/** A project is short enough to keep whole, which reads better than a description split in two. */
function projectKeepHeight(doc: Doc, project: Project): number {
  const width = contentWidth(doc);
  const title = measure(doc, project.title, BOLD, SIZE.body, width);
  const description = measure(doc, project.description, REGULAR, SIZE.body, width);
  const meta = project.tags.length > 0 || project.link ? SIZE.small * 1.4 : 0;
  return title + description + meta;
}

function renderProject(doc: Doc, project: Project): void {
  const width = contentWidth(doc);
  ensureSpace(doc, projectKeepHeight(doc, project));
  style(doc, BOLD, SIZE.body, COLOUR.text).text(project.title, left(doc), doc.y, {
    width,
    lineGap: GAP.line,
  });
  projectMeta(doc, project);
  paragraph(doc, project.description);
}

function projectMeta(doc: Doc, project: Project): void {
  const tags = project.tags.map((tag) => tag.name).join(' · ');
  const pieces: Segment[] = tags ? [{ text: tags }] : [];
  if (project.link) {
    if (tags) pieces.push(SEPARATOR);
    pieces.push({ text: displayUrl(project.link.url), link: project.link.url });
  }
  if (pieces.length === 0) return;
  style(doc, REGULAR, SIZE.small, COLOUR.muted);
  segments(doc, pieces);
}

function renderLinks(doc: Doc, links: readonly SocialLink[]): void {
  if (links.length === 0) return;
  startSection(doc, 'Links', KEEP_WITH_HEADING);
  for (const link of links) {
    socialRow(doc, link);
  }
}

function socialRow(doc: Doc, link: SocialLink): void {
  const urlWidth = contentWidth(doc) - SOCIAL_LABEL_WIDTH;
  ensureSpace(doc, measure(doc, link.url, REGULAR, SIZE.body, urlWidth) + GAP.line);
  const top = doc.y;
  style(doc, BOLD, SIZE.body, COLOUR.text).text(link.platform, left(doc), top, {
    width: SOCIAL_LABEL_WIDTH,
  });
  style(doc, REGULAR, SIZE.body, COLOUR.muted).text(
    displayUrl(link.url),
    left(doc) + SOCIAL_LABEL_WIDTH,
    top,
    { width: urlWidth, link: link.url },
  );
  doc.y += GAP.line;
}

/** Writes "name — CV · page x of n" at the foot of every page once all pages exist. */
function renderFooters(doc: Doc, profile: Profile): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would make pdfkit open a new page, so lift the margin briefly.
    doc.page.margins.bottom = 0;
    style(doc, REGULAR, SIZE.footer, COLOUR.muted).text(
      `${profile.name} — CV  ·  Page ${index - start + 1} of ${count}`,
      left(doc),
      doc.page.height - FOOTER_OFFSET,
      { width: contentWidth(doc), align: 'center' },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
