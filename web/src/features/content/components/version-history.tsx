import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defaultContent } from '@shared/content/defaults';
import { diffContent } from '@shared/content/diff';
import type { ContentDocumentId } from '@shared/content/documents';
import type { PublishedContent } from '@shared/content/publishing-schema';
import Divider from '@mui/material/Divider';
import { ConfirmDialog, useQuestion } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/paged-list';
import { FailedRead } from '@/components/ui/retry-alert';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/error-message';
import { rowsOf } from '@/lib/query/paged';
import { fetchesAhead } from '@/lib/start/part';
import { toast } from '@/lib/toast';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import { useContentVersions, useRevertContent } from '../api/content-queries';
import { shown } from './conflict-panel';

const asksFirst = fetchesAhead(ConfirmDialog);

/** A version to go back to: its number and what it said (version 0: the built-in content). */
interface Restorable {
  version: number;
  content: unknown;
}

/** What reverting would change: each field as published now, and as the version said. */
function RevertPreview({ now, then }: { now: unknown; then: unknown }) {
  const changes = diffContent(now, then);
  if (changes.length === 0) {
    return <Typography variant="body2">It says what is published now.</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
      {changes.slice(0, 30).map((change) => (
        <Typography component="li" variant="body2" key={change.path}>
          <code>{change.path}</code>: {shown(change.before)} → {shown(change.after)}
        </Typography>
      ))}
      {changes.length > 30 && (
        <Typography component="li" variant="body2">
          and {changes.length - 30} more fields
        </Typography>
      )}
    </Box>
  );
}

/**
 * A document's versions, newest first: who published each, when, and which fields it changed;
 * any earlier one can be previewed (what reverting would change) and published again.
 */
export function VersionHistory({
  id,
  published,
  hasDraft,
}: {
  id: ContentDocumentId;
  published: PublishedContent;
  hasDraft: boolean;
}) {
  const read = useContentVersions(id);
  const revert = useRevertContent(id);
  const [previewing, setPreviewing] = useState<number>();
  const reverting = useQuestion<Restorable>();
  const rows = rowsOf(read.data);
  const builtIn = rows.length > 0 && !read.hasNextPage && published.version > 0;

  const restore = async (to: Restorable) => {
    try {
      const { message } = await revert.mutateAsync({
        version: to.version,
        baseVersion: published.version,
      });
      toast({ title: message ?? 'Reverted.' });
    } catch (error) {
      toast({
        title: 'Could not revert',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const row = (to: Restorable, title: string, detail: string, divided: boolean) => (
    <Box component="li" key={to.version}>
      {divided && <Divider />}
      <Box sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
        {to.version !== published.version && (
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Button
              size="small"
              aria-expanded={previewing === to.version}
              onClick={() => setPreviewing(previewing === to.version ? undefined : to.version)}
            >
              {previewing === to.version ? 'Hide preview' : 'Preview'}
            </Button>
            <Button
              size="small"
              {...asksFirst}
              onClick={() => reverting.ask(to)}
              disabled={revert.isPending}
            >
              Revert to version {to.version}
            </Button>
          </Box>
        )}
        {previewing === to.version && <RevertPreview now={published.content} then={to.content} />}
      </Box>
    </Box>
  );

  return (
    <SectionCard title="Versions">
      {read.isPending && <Typography color="text.secondary">Reading the history…</Typography>}
      {read.isError && !read.isFetchNextPageError && (
        <FailedRead error={read.error} onRetry={() => void read.refetch()} />
      )}
      {read.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">
          Nothing published yet: the site shows the built-in content (version 0).
        </Typography>
      )}
      {rows.length > 0 && (
        <Box component="ol" aria-label="Versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((version, index) =>
            row(
              version,
              `Version ${version.version}${version.version === published.version ? ' (published)' : ''}${version.revertOf === null ? '' : `: restores version ${version.revertOf}`}`,
              `${formatInstant(new Date(version.publishedAt), SHOWN.moment)} · by ${version.publishedBy} · changed ${version.changed.slice(0, 3).join(', ')}${version.changedCount > 3 ? ` and ${version.changedCount - 3} more` : ''}`,
              index > 0,
            ),
          )}
          {builtIn &&
            row(
              { version: 0, content: defaultContent[id] },
              'Version 0: the built-in content',
              'What the site said before anything was published.',
              true,
            )}
        </Box>
      )}
      {rows.length > 0 && <LoadMore read={read} shown={rows.length} />}
      <ConfirmDialog
        open={reverting.open}
        title={`Revert to version ${reverting.asking?.version ?? ''}?`}
        confirmLabel="Revert"
        cancelLabel="Back"
        onClose={reverting.close}
        onConfirm={() => (reverting.asking ? restore(reverting.asking) : undefined)}
      >
        {`What version ${reverting.asking?.version ?? ''} said is published again as a new version, version ${published.version + 1}; nothing is lost, and this can be reverted too.${hasDraft ? ' Your draft stays as it is: publishing it afterwards shows what the revert changed.' : ''}`}
      </ConfirmDialog>
    </SectionCard>
  );
}
