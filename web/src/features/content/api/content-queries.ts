import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentDocumentId } from '@shared/content/documents';
import type { ContentVersionRow, PublishedContent } from '@shared/content/publishing-schema';
import { changed } from '@/lib/query/capabilities';
import { pagedQuery } from '@/lib/query/paged';
import { contentApi } from './content-api';
import { contentKeys } from './query-keys';

/** A document as published now: what an edit starts from and names as its base version. */
export function usePublishedContent(id: ContentDocumentId) {
  return useQuery({
    queryKey: contentKeys.published(id),
    queryFn: ({ signal }) => contentApi.get(id, signal),
    // An editor must start from what is published, not from a copy kept from an earlier visit.
    staleTime: 0,
  });
}

export function useContentVersions(id: ContentDocumentId) {
  return useInfiniteQuery(
    pagedQuery<ContentVersionRow>(contentKeys.versions(id), (cursor, signal) =>
      contentApi.versions(id, cursor, signal),
    ),
  );
}

/** After a publish or a revert: the cache holds what is published; history and activity grew. */
function usePublished(id: ContentDocumentId) {
  const client = useQueryClient();
  return (document: PublishedContent) => {
    client.setQueryData(contentKeys.published(id), document);
    void client.invalidateQueries({ queryKey: contentKeys.versions(id) });
    void changed(client, ['audit']);
  };
}

interface PublishInput {
  baseVersion: number;
  content: Record<string, unknown>;
}

export function usePublishContent(id: ContentDocumentId) {
  const published = usePublished(id);
  return useMutation({
    mutationFn: ({ baseVersion, content }: PublishInput) =>
      contentApi.publish(id, baseVersion, content),
    onSuccess: ({ document }) => published(document),
  });
}

export function useRevertContent(id: ContentDocumentId) {
  const published = usePublished(id);
  return useMutation({
    mutationFn: ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      contentApi.revert(id, version, baseVersion),
    onSuccess: ({ document }) => published(document),
  });
}
