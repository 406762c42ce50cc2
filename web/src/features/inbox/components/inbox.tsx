import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InboxItem, InboxKind } from '@shared/inbox';
import type { InboxFilter } from '../api/inbox-api';
import { PlainTabs } from '@/components/plain/tabs';
import { ExportButton } from '@/components/ui/export-button';
import { PagedList } from '@/components/ui/paged-list';
import { ADMIN_LIST_PARAMS } from '@/lib/admin-list-params';
import { errorMessage } from '@/lib/error-message';
import { firstPageOnly } from '@/lib/query/paged';
import { toast } from '@/lib/toast';
import { inboxKeys } from '../api/query-keys';
import { useInbox, useSetInboxRead } from '../api/inbox-queries';
import { INBOX_ROW_SHAPE } from './inbox-placeholder';
import { InboxSummary } from './inbox-summary';

// The kinds in the order of their tabs (the shared list brings zod, which loads with the first
// request rather than with the inbox's code).
const KINDS = [
  { value: 'contact', label: 'Messages' },
  { value: 'inquiry', label: 'Inquiries' },
] as const satisfies readonly { value: InboxKind; label: string }[];

/** The address's parameters: `?inbox=inquiry&unread=1` opens the unread inquiries. */
const INBOX_PARAMS = {
  kind: ADMIN_LIST_PARAMS.inboxKind,
  unread: ADMIN_LIST_PARAMS.inboxUnread,
} as const;

/** The list the address names: a kind (messages without one) and whether only unread ones. */
function inboxFilterOf(params: URLSearchParams): InboxFilter {
  const kind = KINDS.find((entry) => entry.value === params.get(INBOX_PARAMS.kind))?.value;
  return { kind: kind ?? 'contact', unread: params.get(INBOX_PARAMS.unread) === '1' };
}

/** A reply opens the admin's own mail program, addressed and with the subject filled in. */
export function replyLink(item: InboxItem): string {
  return `mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`;
}

/**
 * One message: a compact summary (subject, sender, when) that opens to the whole message with
 * Reply and Mark as read/unread. Opening an unread message marks it read. The summary is plain
 * markup (inbox-summary.tsx) and the message itself is rendered only while open, so a page of rows
 * costs its render no style work.
 */
const InboxRow = memo(function InboxRow({
  item,
  onSetRead,
}: {
  item: InboxItem;
  onSetRead: (item: InboxItem, read: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const toggle = (): void => {
    if (!open && !item.read) onSetRead(item, true);
    setOpen(!open);
  };
  return (
    <li>
      <InboxSummary item={item} open={open} detailsId={detailsId} onToggle={toggle} />
      {open && (
        <Stack id={detailsId} spacing={1.5} sx={{ px: 1, pt: 1, pb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            From {item.name ? `${item.name} <${item.email}>` : item.email}
          </Typography>
          {item.details.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {item.details.map((detail) => (
                <Chip
                  key={detail.label}
                  variant="outlined"
                  size="small"
                  label={`${detail.label}: ${detail.value}`}
                />
              ))}
            </Stack>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.body}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<MailIcon />} href={replyLink(item)}>
              Reply by email
            </Button>
            <Button
              startIcon={item.read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
              onClick={() => onSetRead(item, !item.read)}
            >
              {item.read ? 'Mark as unread' : 'Mark as read'}
            </Button>
          </Stack>
        </Stack>
      )}
    </li>
  );
});

/**
 * Contact messages and project inquiries, newest first, a page at a time, all or only the unread
 * ones, with read/unread and reply by mail. The kind and the unread filter are in the address, so
 * a reload or a link (the overview's numbers) shows the same list.
 */
export function Inbox() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterOf(params);
  const { kind, unread } = filter;
  const list = useInbox(filter);
  const show = (next: InboxFilter): void => {
    firstPageOnly(client, inboxKeys.list(next.kind, next.unread));
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        changed.set(INBOX_PARAMS.kind, next.kind);
        if (next.unread) changed.set(INBOX_PARAMS.unread, '1');
        else changed.delete(INBOX_PARAMS.unread);
        return changed;
      },
      { replace: true },
    );
  };
  const { mutateAsync: markRead } = useSetInboxRead();

  const setRead = useCallback(
    (item: InboxItem, read: boolean): void => {
      markRead({ item, read }).catch((caught: unknown) =>
        toast({
          title: 'Could not update the message',
          description: errorMessage(caught),
          variant: 'destructive',
        }),
      );
    },
    [markRead],
  );

  const kindLabel = KINDS.find((entry) => entry.value === kind)?.label ?? 'Messages';
  const label = unread ? `Unread ${kindLabel.toLowerCase()}` : kindLabel;
  return (
    <Stack spacing={2}>
      <PlainTabs
        label="Inbox"
        value={kind}
        onChange={(value) => show({ kind: value, unread })}
        tabs={KINDS}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 38 }}>
        <FormControlLabel
          control={
            <Switch
              checked={unread}
              onChange={(_event, checked) => show({ kind, unread: checked })}
            />
          }
          label="Unread only"
        />
        {kind === 'inquiry' && (
          <ExportButton
            name="inquiries"
            filter={unread ? { unread } : {}}
            label={unread ? 'Unread inquiries' : 'Inquiries'}
          />
        )}
      </Stack>
      <PagedList
        key={`${kind}:${String(unread)}`}
        read={list}
        label={label}
        empty={unread ? 'Nothing unread.' : 'Nothing here yet.'}
        placeholder={INBOX_ROW_SHAPE}
        renderRow={(item) => <InboxRow key={item.id} item={item} onSetRead={setRead} />}
      />
    </Stack>
  );
}
