import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { contentDocumentSchemas, type ContentDocumentId } from '../shared/content/documents';
import { defaultContent } from '../shared/content/defaults';
import { forgetPublishedSite } from './published-content';
import { diffContent } from '../shared/content/diff';
import {
  MAX_LISTED_CHANGES,
  NOTHING_CHANGED_MESSAGE,
  publishedRecordSchema,
  STALE_EDIT_MESSAGE,
  versionRecordSchema,
  type ContentVersionRow,
  type PublishedContent,
  type PublishedRecord,
  contentVersionRowSchema,
} from '../shared/content/publishing-schema';
import { db } from '../lib/admin';
import { collectionOf } from '../lib/converters';
import { DomainError } from '../lib/errors';
import type { Page, PageRequest } from '../lib/pages';
import { pageOfRows } from '../lib/rows';
import { parseInput } from '../lib/validation';
import { recordAudit } from './audit';

const published = () => collectionOf('content', publishedRecordSchema);
const versionsOf = (id: ContentDocumentId) =>
  collectionOf(`content/${id}/versions`, versionRecordSchema);

function asPublished(id: ContentDocumentId, record: PublishedRecord | undefined): PublishedContent {
  if (!record) {
    return { id, version: 0, content: defaultContent[id], publishedAt: null, publishedBy: null };
  }
  return {
    id,
    version: record.version,
    content: record.content,
    publishedAt: record.publishedAt.toDate().toISOString(),
    publishedBy: record.publishedBy,
  };
}

/** The published document, or the built-in default (version 0) while nothing is published. */
export async function readPublishedContent(id: ContentDocumentId): Promise<PublishedContent> {
  return asPublished(id, (await published().doc(id).get()).data());
}

interface Publish {
  id: ContentDocumentId;
  baseVersion: number;
  content: Record<string, unknown>;
  /** The version whose content this restores, for a revert. */
  revertOf?: number;
}

/**
 * Publishes `content` as the next version of document `id`, in one transaction with its version
 * record and its audit entry. Refused when it is not valid for the document (400, field errors),
 * when `baseVersion` is not the published version (409 with what changed since), and when it
 * changes nothing (so the history holds only real changes).
 */
export async function publishContent(
  { id, baseVersion, content, revertOf }: Publish,
  adminUid: string,
): Promise<PublishedContent> {
  // The document's own schema, the one the site reads it with; unknown fields are dropped.
  const checked: Record<string, unknown> = parseInput(contentDocumentSchemas[id], content);
  const answer = await db().runTransaction(async (tx) => {
    const ref = published().doc(id);
    const current = (await tx.get(ref)).data();
    const currentVersion = current?.version ?? 0;
    if (baseVersion !== currentVersion) {
      const base = await contentAt(id, baseVersion);
      throw new DomainError('conflict', STALE_EDIT_MESSAGE, {
        details: {
          conflict: {
            currentVersion,
            changes: diffContent(base, current?.content ?? defaultContent[id]),
          },
        },
      });
    }
    const changed = diffContent(current?.content ?? defaultContent[id], checked).map(
      ({ path }) => path,
    );
    if (changed.length === 0) throw new DomainError('invalid', NOTHING_CHANGED_MESSAGE);
    const version = currentVersion + 1;
    const record = {
      version,
      content: checked,
      publishedAt: FieldValue.serverTimestamp(),
      publishedBy: adminUid,
    };
    tx.set(ref, record);
    // `create`: a version number is written once, never over.
    const listed = changed.slice(0, MAX_LISTED_CHANGES);
    tx.create(versionsOf(id).doc(String(version)), {
      ...record,
      basedOn: baseVersion,
      revertOf: revertOf ?? null,
      changed: listed,
      changedCount: changed.length,
    });
    const entry = { actorUid: adminUid, targetId: id, version, changed: listed };
    await recordAudit(
      revertOf === undefined
        ? { action: 'content.publish', ...entry }
        : { action: 'content.revert', ...entry, revertOf },
      tx,
    );
    return asPublished(id, { ...record, publishedAt: Timestamp.now() });
  });
  // This instance reads the site again at its next reader, so what it answers (pages, Quinn,
  // prices, mails) holds this version at once; other instances within SITE_FRESH_MS.
  forgetPublishedSite();
  return answer;
}

const NO_SUCH_VERSION = 'There is no such version of this document.';

/** What version `version` of document `id` said (0: the built-in default). */
async function contentAt(id: ContentDocumentId, version: number): Promise<unknown> {
  if (version === 0) return defaultContent[id];
  const record = (await versionsOf(id).doc(String(version)).get()).data();
  if (!record) throw new DomainError('not-found', NO_SUCH_VERSION);
  return record.content;
}

/** Publishes again what `version` said, as a new version (the history only ever grows). */
export async function revertContent(
  { id, version, baseVersion }: { id: ContentDocumentId; version: number; baseVersion: number },
  adminUid: string,
): Promise<PublishedContent> {
  const content = await contentAt(id, version);
  return publishContent(
    {
      id,
      baseVersion,
      content: parseInput(contentDocumentSchemas[id], content),
      revertOf: version,
    },
    adminUid,
  );
}

/** A page of document `id`'s versions, newest first, each with what it said. */
export function listContentVersions(
  id: ContentDocumentId,
  page: PageRequest,
): Promise<Page<ContentVersionRow>> {
  const collection = versionsOf(id);
  return pageOfRows(
    { name: `content-versions:${id}`, collection, sortField: 'publishedAt', runs: [collection] },
    page,
    contentVersionRowSchema,
  );
}
