import { z } from '@shared/zod';
import type { ContentDocumentId } from '@shared/content/documents';

/**
 * An edit not yet published, kept in this browser per document, so a reload, a closed tab or a
 * lost connection loses nothing. It names the version it was based on: publishing it after
 * someone else published is refused with their changes, never applied over them.
 */
export interface Draft {
  baseVersion: number;
  content: Record<string, unknown>;
}

const draftSchema = z.object({
  baseVersion: z.number().int().min(0),
  content: z.record(z.string(), z.unknown()),
});

const keyOf = (id: ContentDocumentId): string => `content-draft:${id}`;

export function readDraft(id: ContentDocumentId): Draft | undefined {
  try {
    const stored = localStorage.getItem(keyOf(id));
    if (stored === null) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(id: ContentDocumentId, draft: Draft): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft stays in the page until it is published.
  }
}

export function dropDraft(id: ContentDocumentId): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
