import type { ContentDocumentId } from '@shared/content/documents';

/** The content capability's query keys. */
export const contentKeys = {
  all: ['content'] as const,
  /** A document as published (version and content), as the editor opens it. */
  published: (id: ContentDocumentId) => [...contentKeys.all, 'published', id] as const,
  /** A document's versions, newest first, read a page at a time. */
  versions: (id: ContentDocumentId) => [...contentKeys.all, 'versions', id] as const,
};
