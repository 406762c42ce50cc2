import {
  CONTENT_DOCUMENT_IDS,
  type ContentDocumentId,
  type SiteContent,
} from '../content/documents';
import { type AnswerKind, type Draft, draft, KINDS } from './draft';
import { ASK } from './suggestions';

/**
 * Every text the site publishes, as passages Quinn can search when no intent of its own answers
 * a question: whatever the owner adds to any document (a website, a meeting type, a tool, a
 * payment note) is found by its words with no new code. The passages are built by walking each
 * document's data, not its schema, so a new field is indexed the moment it is published.
 */

/** One thing a document says: an item of a list, or a text field of its own. */
export interface SiteText {
  id: string;
  /** What the item is called (its name, title, label…); the field's name for a lone text. */
  title: string;
  /** Every other word the item holds. */
  keywords: string;
  /** What Quinn says about it: its texts as sentences. */
  text: string;
  kind: AnswerKind;
}

/**
 * How each document's answers are filed and which section they cite. `null` leaves a document
 * out on purpose: the easter eggs are secrets a visitor finds on the page, never told by Quinn.
 * The theme holds no words.
 * A new document must be placed here (the compiler asks), so none is left out by accident.
 */
const FILED_AS: { readonly [Id in ContentDocumentId]: AnswerKind | null } = {
  profile: KINDS.about,
  hero: KINDS.about,
  'social-links': KINDS.contact,
  experience: KINDS.experience,
  skills: KINDS.skills,
  projects: KINDS.projects,
  availability: KINDS.availability,
  'contact-items': KINDS.contact,
  'intro-steps': KINDS.about,
  navigation: KINDS.about,
  seo: KINDS.about,
  services: KINDS.services,
  'meeting-types': KINDS.availability,
  assistant: KINDS.services,
  achievements: KINDS.about,
  'easter-eggs': null,
  'mini-games': KINDS.about,
  // Colours and corner sizes: nothing a visitor asks about.
  theme: null,
};

/** Fields that name an item, in the order one is taken as its title. */
const NAME_FIELDS = [
  'name',
  'title',
  'label',
  'platform',
  'heading',
  'question',
  'degree',
  'company',
];

/** Fields that hold no words a visitor reads: keys, icons, colours. */
const SKIPPED = /^(id|icon|colou?r|variant|image|avatar|bookableAs|trigger|kind)$/i;

/** A quoted answer is kept to a few sentences; the section it cites has the rest. */
const TEXT_MAX = 600;

type Data = unknown;

function isRecord(value: Data): value is Readonly<Record<string, Data>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `paymentNote` → "payment note". */
function spoken(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function clipped(text: string): string {
  if (text.length <= TEXT_MAX) return text;
  const cut = text.slice(0, TEXT_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A key of another item (`ai-machine-learning`), an anchor or a colour: a reference, not words. */
const REFERENCE = /^([a-z0-9]+(-[a-z0-9]+)+|#\S*)$/;

const readable = (text: string): boolean => text.trim() !== '' && !REFERENCE.test(text);

/** Every readable string under `value`, depth first, keys that hold none left out. */
function stringsOf(value: Data, key = ''): string[] {
  if (SKIPPED.test(key)) return [];
  if (typeof value === 'string') return readable(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
}

/**
 * An item's passage. An item that is only a name says which list holds it ("Meeting types:
 * Board advisory."); one with no words at all has none.
 */
function itemText(
  item: Readonly<Record<string, Data>>,
  list: string,
  id: string,
  kind: AnswerKind,
): SiteText[] {
  const nameField = NAME_FIELDS.find((field) => typeof item[field] === 'string' && item[field]);
  const title = nameField ? String(item[nameField]) : '';
  const rest = Object.entries(item)
    .filter(([key]) => key !== nameField)
    .flatMap(([key, value]) => stringsOf(value, key));
  if (rest.length === 0) {
    if (!title) return [];
    const where = spoken(list);
    const text = `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${sentence(title)}`;
    return [{ id, title, keywords: where, text, kind }];
  }
  const body = rest.map(sentence).join(' ');
  return [
    {
      id,
      title,
      keywords: rest.join(' '),
      text: clipped(title ? `${title}: ${body}` : body),
      kind,
    },
  ];
}

/** The passages of one value: a list's items each, a lone text field by its name. */
function textsOf(value: Data, path: string, key: string, kind: AnswerKind): SiteText[] {
  if (SKIPPED.test(key)) return [];
  if (typeof value === 'string') {
    if (!readable(value)) return [];
    // Found by its own words and by where it sits ("skill matcher title").
    const where = path.split('.').slice(1).map(spoken).join(' ');
    const text = clipped(sentence(value));
    return [{ id: path, title: spoken(key), keywords: `${where} ${value}`, text, kind }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      isRecord(item)
        ? itemText(item, key, `${path}.${typeof item.id === 'string' ? item.id : index}`, kind)
        : [],
    );
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([k, v]) => textsOf(v, `${path}.${k}`, k, kind));
  }
  return [];
}

/** Everything the site says, one passage per item or text, from every document Quinn may tell. */
export function siteTexts(content: SiteContent): SiteText[] {
  return CONTENT_DOCUMENT_IDS.flatMap((id) => {
    const kind = FILED_AS[id];
    return kind ? textsOf(content[id], `page:${id}`, '', kind) : [];
  });
}

/** Quinn quoting one site text, as the section it comes from says it. */
export function siteTextAnswer(text: SiteText): Draft {
  const next = text.kind === KINDS.contact ? ASK.contact : ASK.services;
  return draft(
    text.text,
    text.kind,
    [next, ASK.about],
    { intent: 'site-text', itemId: text.id },
    0.6,
  );
}
