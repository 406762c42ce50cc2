import { z } from '../zod';
import { pageRequestShape } from '../admin-records';
import { timestampSchema } from '../document-fields';
import { CONTENT_DOCUMENT_IDS, type ContentDocumentId, isContentDocumentId } from './documents';

/**
 * How the admin area publishes content (docs/content.md): each `content/{id}` document has its
 * own line of versions, 1, 2, 3…; version 0 is the built-in default. A publish names the version
 * it was based on; one based on an older version than the published one is refused with the
 * changes made since, field by field, so nobody overwrites another editor's work unseen.
 */

const UNKNOWN_DOCUMENT = `Choose one of the content documents: ${CONTENT_DOCUMENT_IDS.join(', ')}.`;

export const contentDocumentIdSchema = z
  .string({ error: UNKNOWN_DOCUMENT })
  .refine((id): id is ContentDocumentId => isContentDocumentId(id), { error: UNKNOWN_DOCUMENT });

const VERSION_MESSAGE = 'Name the version this edit was based on (0 for the built-in content).';
export const contentVersionSchema = z
  .number({ error: VERSION_MESSAGE })
  .int(VERSION_MESSAGE)
  .min(0, VERSION_MESSAGE)
  .max(1_000_000, VERSION_MESSAGE);

/** `getContent`: which document. */
export const getContentRequestSchema = z.object({ id: contentDocumentIdSchema });

/**
 * `publishContent`: the whole document as it should read, checked against the document's own
 * schema on the server (the request schema only knows it is an object).
 */
export const publishContentRequestSchema = z.object({
  id: contentDocumentIdSchema,
  baseVersion: contentVersionSchema,
  content: z.record(z.string(), z.unknown(), { error: 'Send the document as a JSON object.' }),
});

/** `revertContent`: publish again what `version` said, as a new version on top of `baseVersion`. */
export const revertContentRequestSchema = z.object({
  id: contentDocumentIdSchema,
  version: contentVersionSchema,
  baseVersion: contentVersionSchema,
});

/** `listContentVersions`: a document's versions, newest first, a page at a time. */
export const listContentVersionsRequestSchema = z.object({
  id: contentDocumentIdSchema,
  ...pageRequestShape,
});

/** The published document as the editor opens it. */
export const publishedContentSchema = z.object({
  id: z.string(),
  /** 0 while nothing has been published: `content` is then the built-in default. */
  version: z.number().int().min(0),
  content: z.record(z.string(), z.unknown()),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  publishedBy: z.string().nullable(),
});
export type PublishedContent = z.infer<typeof publishedContentSchema>;

export const publishedContentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  document: publishedContentSchema,
});

/** One version in a document's history. */
export const contentVersionRowSchema = z.object({
  version: z.number().int().min(1),
  publishedAt: z.iso.datetime({ offset: true }),
  publishedBy: z.string(),
  /** The version it was published on top of. */
  basedOn: z.number().int().min(0),
  /** Set when the version restores an earlier one. */
  revertOf: z.number().int().min(0).nullable(),
  /** The fields it changed (at most MAX_LISTED_CHANGES; `changedCount` says how many in all). */
  changed: z.array(z.string()),
  changedCount: z.number().int().min(0),
  content: z.record(z.string(), z.unknown()),
});
export type ContentVersionRow = z.infer<typeof contentVersionRowSchema>;

/** What a version keeps of the fields it changed: enough to read in a history, bounded in size. */
export const MAX_LISTED_CHANGES = 50;

export const STALE_EDIT_MESSAGE =
  'Someone published this document while you were editing it. Their changes are listed: merge them into yours, then publish again.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing changed: this is what is published already.';

/** `content/{id}`: the published document (public read; written by the server only). */
export const publishedRecordSchema = z.object({
  version: z.number().int().min(1),
  content: z.record(z.string(), z.unknown()),
  publishedAt: timestampSchema,
  publishedBy: z.string(),
});
export type PublishedRecord = z.infer<typeof publishedRecordSchema>;

/** `content/{id}/versions/{version}`: every version ever published, never changed or deleted. */
export const versionRecordSchema = publishedRecordSchema.extend({
  basedOn: z.number().int().min(0),
  revertOf: z.number().int().min(0).nullable(),
  changed: z.array(z.string()).max(MAX_LISTED_CHANGES),
  changedCount: z.number().int().min(0),
});
export type VersionRecord = z.infer<typeof versionRecordSchema>;

/** `GET /api/content/{id}`: a document as visitors' pages read it (the built-in one is version 0). */
export const visitorContentResponseSchema = z.object({
  success: z.literal(true),
  document: z.object({
    id: z.string(),
    version: z.number().int().min(0),
    content: z.record(z.string(), z.unknown()),
  }),
});
export type VisitorContentResponse = z.infer<typeof visitorContentResponseSchema>;
