import { db } from '../lib/admin';
import { contentUnreadable, malformedDocument } from '../lib/logs';
import { defaultContent } from '../shared/content/defaults';
import {
  CONTENT_DOCUMENT_IDS,
  type ContentDocument,
  type ContentDocumentId,
  isContentDocumentId,
  parseContent,
  type SiteContent,
} from '../shared/content/documents';
import { publishedRecordSchema } from '../shared/content/publishing-schema';

/**
 * The site as published, for the server's own readers (pages, prices, Quinn, mails): every content
 * document at its published version, or the built-in one where nothing is published or what is
 * stored no longer reads (docs/content.md).
 */
export interface PublishedSite {
  content: SiteContent;
  /** Each document's published version; absent: 0, the built-in content. */
  versions: ReadonlyMap<ContentDocumentId, number>;
  /** Each document's published version (0: built in); equal stamps mean equal content. */
  stamp: string;
}

interface Read<Id extends ContentDocumentId> {
  content: ContentDocument<Id>;
  version: number;
}

/** One stored `content/{id}` document as its readers take it; the built-in one when it does not read. */
function readStored<Id extends ContentDocumentId>(id: Id, data: unknown): Read<Id> {
  const record = publishedRecordSchema.safeParse(data);
  const parsed = record.success ? parseContent(id, record.data.content) : undefined;
  if (record.success && parsed?.success) {
    return { content: parsed.content, version: record.data.version };
  }
  malformedDocument(`content/${id}`, parsed?.success === false ? parsed.message : 'not a version');
  return { content: defaultContent[id], version: 0 };
}

function put<Id extends ContentDocumentId>(
  site: { [K in Id]: ContentDocument<K> },
  id: Id,
  read: Read<Id>,
): void {
  site[id] = read.content;
}

async function readSite(): Promise<PublishedSite> {
  const snapshot = await db().collection('content').get();
  const content: { -readonly [Id in ContentDocumentId]: ContentDocument<Id> } = {
    ...defaultContent,
  };
  const versions = new Map<ContentDocumentId, number>();
  for (const doc of snapshot.docs) {
    if (!isContentDocumentId(doc.id)) continue;
    const read = readStored(doc.id, doc.data());
    put(content, doc.id, read);
    versions.set(doc.id, read.version);
  }
  const stamp = CONTENT_DOCUMENT_IDS.map((id) => versions.get(id) ?? 0).join('.');
  return { content, versions, stamp };
}

/**
 * How long one instance answers from the site it read last: a few seconds, so a burst of chat
 * messages costs one read of the content, and a publish reaches Quinn within that time.
 */
export const SITE_FRESH_MS = 5_000;

const builtIn: PublishedSite = {
  content: { ...defaultContent },
  versions: new Map(),
  stamp: 'built-in',
};
let last: { site: PublishedSite; readAtMs: number } | undefined;
let reading: Promise<PublishedSite> | undefined;
/** Counts the publishes this instance made, so a read begun before one is not kept. */
let forgotten = 0;

/**
 * The published site, read at most once per SITE_FRESH_MS per instance (concurrent callers share
 * one read). When Firestore cannot be read, the last site read, else the built-in content: a
 * visitor gets an answer, never a 5xx, because content is missing.
 */
export function readPublishedSite(nowMs = Date.now()): Promise<PublishedSite> {
  if (last && nowMs - last.readAtMs < SITE_FRESH_MS) return Promise.resolve(last.site);
  const generation = forgotten;
  reading ??= readSite()
    .then((site) => {
      // A read begun before a publish here is not kept past it (forgetPublishedSite).
      if (generation === forgotten) last = { site, readAtMs: Date.now() };
      return site;
    })
    .catch((error: unknown) => {
      contentUnreadable(error);
      return last?.site ?? builtIn;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/**
 * One document as published right now, read fresh: what a price is charged from, so the server
 * never charges what the owner has already changed.
 */
export async function readPublishedDocument<Id extends ContentDocumentId>(
  id: Id,
): Promise<ContentDocument<Id>> {
  const snapshot = await db().collection('content').doc(id).get();
  return snapshot.exists ? readStored(id, snapshot.data()).content : defaultContent[id];
}

/**
 * The site as this instance read it last (the built-in one before any read), without waiting:
 * for what is composed inside a transaction, such as a mail's signature. Every API request that
 * writes reads the site first (api/middleware/published-site.ts), so this is at most
 * SITE_FRESH_MS older than what is published.
 */
export function publishedSiteNow(): SiteContent {
  return (last?.site ?? builtIn).content;
}

/** The owner's profile as published: the name mails are signed with, the address they come to. */
export const ownerProfile = (): SiteContent['profile']['profile'] =>
  publishedSiteNow().profile.profile;

/** Drops this instance's copy of the site (after a publish here), so the next reader reads it. */
export function forgetPublishedSite(): void {
  forgotten += 1;
  last = undefined;
  reading = undefined;
}
