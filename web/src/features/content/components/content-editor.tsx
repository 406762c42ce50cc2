import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contentConflictSchema } from '@shared/content/conflict-schema';
import { diffContent } from '@shared/content/diff';
import {
  CONTENT_DOCUMENT_IDS,
  contentDocumentSchemas,
  type ContentDocumentId,
  isContentDocumentId,
} from '@shared/content/documents';
import type { PublishedContent } from '@shared/content/publishing-schema';
import { SectionCard } from '@/components/ui/section-card';
import { FailedRead } from '@/components/ui/retry-alert';
import { ApiError } from '@/lib/api-client';
import { failureOf } from '@/lib/form/outcome';
import { schemaMessages } from '@/lib/form/schema-check';
import { errorMessage } from '@/lib/error-message';
import { isRecord } from '@/lib/is-record';
import { usePublishContent, usePublishedContent } from '../api/content-queries';
import { DOCUMENT_NAMES } from '../documents';
import { documentSchema } from '../form/json-schema';
import { dropDraft, keepDraft, readDraft, type Draft } from '../form/drafts';
import { mergeTheirs, type Merged } from '../form/merge';
import { withListAt, withValueAt, type ValuePath } from '../form/values';
import { ConflictPanel } from './conflict-panel';
import { ContentPreview } from './content-preview';
import { SchemaField } from './schema-field';
import { VersionHistory } from './version-history';

/** `/admin-content`: choose a document, edit it, publish it; its history beside it. */
export function ContentEditor() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('document') ?? '';
  const id: ContentDocumentId = isContentDocumentId(asked) ? asked : 'profile';
  return (
    // A grid item of the page's frame: without a minimum width of 0 the form's wide fields would
    // widen the page past a phone's screen.
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TextField
        select
        fullWidth
        label="Document"
        value={id}
        onChange={(event) => setParams({ document: event.target.value }, { replace: true })}
        sx={{ maxWidth: 420 }}
      >
        {CONTENT_DOCUMENT_IDS.map((each) => (
          <MenuItem key={each} value={each}>
            {DOCUMENT_NAMES[each]}
          </MenuItem>
        ))}
      </TextField>
      <DocumentEditor key={id} id={id} />
    </Stack>
  );
}

function DocumentEditor({ id }: { id: ContentDocumentId }) {
  const published = usePublishedContent(id);
  if (published.isPending) {
    return (
      // The form is taller than a screen: its place is held, so what is below it (the activity)
      // is not drawn in view only to be pushed away when the document comes.
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minHeight: '100vh' }}>
        <CircularProgress size={20} />
        <Typography>Opening {DOCUMENT_NAMES[id]}…</Typography>
      </Stack>
    );
  }
  if (published.isError) {
    return <FailedRead error={published.error} onRetry={() => void published.refetch()} />;
  }
  return <DraftEditor id={id} published={published.data} />;
}

interface Conflict {
  message: string;
  currentVersion: number;
  merged: Merged;
}

function DraftEditor({ id, published }: { id: ContentDocumentId; published: PublishedContent }) {
  const [draft, setDraft] = useState<Draft | undefined>(() => readDraft(id));
  const [notice, setNotice] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();
  const focusNext = useRef<string>(undefined);
  const publish = usePublishContent(id);

  const content = draft?.content ?? published.content;
  const baseVersion = draft?.baseVersion ?? published.version;
  const changes = useMemo(
    () => diffContent(published.content, content),
    [published.content, content],
  );
  // The server's field errors of a refused publish (400), under the schema's own in the browser.
  const serverErrors = useMemo(
    () => (publish.error ? failureOf(publish.error).fieldErrors : {}),
    [publish.error],
  );
  const errors = useMemo(
    () =>
      new Map(
        Object.entries({
          ...serverErrors,
          ...schemaMessages(contentDocumentSchemas[id], content),
        }),
      ),
    [id, content, serverErrors],
  );
  const schema = useMemo(() => documentSchema(id), [id]);
  // A document's form is hundreds of fields: drawn first in a transition, which React renders a
  // slice at a time, so the page stays responsive while it is built (its place is held).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = undefined;
    const element = document.getElementById(wanted);
    const control = element?.matches('[tabindex="-1"]')
      ? (element.querySelector<HTMLElement>('input, textarea, [role="combobox"]') ?? element)
      : element;
    control?.focus();
  });

  const edit = (next: unknown) => {
    if (!isRecord(next)) return;
    const kept = { baseVersion, content: next };
    setDraft(kept);
    keepDraft(id, kept);
    setNotice(undefined);
  };
  const onChange = (path: ValuePath, value: unknown) => edit(withValueAt(content, path, value));
  const onList = (
    path: ValuePath,
    change: (list: unknown[]) => unknown[],
    focus?: string,
  ): void => {
    focusNext.current = focus;
    edit(withListAt(content, path, change));
  };

  const discard = () => {
    dropDraft(id);
    setDraft(undefined);
    setConflict(undefined);
    publish.reset();
  };

  const send = () => {
    setNotice(undefined);
    publish.mutate(
      { baseVersion, content },
      {
        onSuccess: ({ message }) => {
          dropDraft(id);
          setDraft(undefined);
          setConflict(undefined);
          setNotice(message);
        },
        onError: (error) => {
          const stale =
            error instanceof ApiError && error.status === 409
              ? contentConflictSchema.safeParse(error.body.conflict)
              : undefined;
          if (stale?.success) {
            setConflict({
              message: error.message,
              currentVersion: stale.data.currentVersion,
              merged: mergeTheirs(content, stale.data.changes),
            });
          }
        },
      },
    );
  };

  /** The merge the editor settled on becomes the draft, based on the version now published. */
  const acceptMerge = (merged: unknown) => {
    if (!conflict || !isRecord(merged)) return;
    const kept = { baseVersion: conflict.currentVersion, content: merged };
    setDraft(kept);
    keepDraft(id, kept);
    setConflict(undefined);
    publish.reset();
    setNotice(
      `Merged with version ${conflict.currentVersion}. Check the document, then publish again.`,
    );
  };

  const invalid = errors.size > 0;
  const stale = baseVersion !== published.version;
  const failed = publish.isError && !conflict && Object.keys(serverErrors).length === 0;
  return (
    <Stack spacing={3}>
      {/* The form and its preview side by side where there is room, the preview kept in view. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        }}
      >
        <SectionCard title={DOCUMENT_NAMES[id]}>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              {published.version === 0
                ? 'Published: the built-in content (version 0).'
                : `Published: version ${published.version}.`}{' '}
              {draft
                ? `Your draft has ${changes.length} unpublished ${changes.length === 1 ? 'change' : 'changes'}${stale ? `, based on version ${baseVersion}` : ''}. It is kept in this browser until you publish or discard it.`
                : 'Edit any field: your changes stay a draft until you publish them.'}
            </Typography>
            {conflict && (
              <ConflictPanel
                message={conflict.message}
                currentVersion={conflict.currentVersion}
                merged={conflict.merged}
                onMerged={acceptMerge}
              />
            )}
            {drawn ? (
              <SchemaField
                node={schema}
                path={[]}
                label={DOCUMENT_NAMES[id]}
                value={content}
                required
                errors={errors}
                onChange={onChange}
                onList={onList}
              />
            ) : (
              <Box sx={{ minHeight: '100vh' }} aria-hidden="true" />
            )}
            {invalid && (
              <Alert severity="error">
                {errors.size === 1 ? 'One field needs' : `${errors.size} fields need`} attention
                before this can be published
                {errors.has('') ? `: ${errors.get('') ?? ''}` : '.'}
              </Alert>
            )}
            {failed && <Alert severity="error">{errorMessage(publish.error)}</Alert>}
            {notice && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={send}
                disabled={invalid || changes.length === 0 || publish.isPending || !!conflict}
              >
                {publish.isPending ? 'Publishing…' : 'Publish'}
              </Button>
              <Button onClick={discard} disabled={!draft || publish.isPending}>
                Discard draft
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <ContentPreview id={id} content={content} />
        </Box>
      </Box>
      <VersionHistory id={id} published={published} hasDraft={!!draft} />
    </Stack>
  );
}
