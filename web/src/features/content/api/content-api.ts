import type { ContentDocumentId } from '@shared/content/documents';
import { adminRequest } from '@/lib/admin-request';
import { pageRequest } from '@/lib/query/admin-lists';

/** Admin calls `getContent`, `publishContent`, `revertContent` and `listContentVersions`. */
export const contentApi = {
  get: async (id: ContentDocumentId, signal?: AbortSignal) =>
    (await adminRequest('getContent', { id }, { signal })).document,
  publish: (id: ContentDocumentId, baseVersion: number, content: Record<string, unknown>) =>
    adminRequest('publishContent', { id, baseVersion, content }),
  revert: (id: ContentDocumentId, version: number, baseVersion: number) =>
    adminRequest('revertContent', { id, version, baseVersion }),
  versions: (id: ContentDocumentId, cursor: string | undefined, signal?: AbortSignal) =>
    adminRequest('listContentVersions', { id, ...pageRequest(cursor) }, { signal }),
};
