import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useState } from 'react';
import type { InboxItem, InboxKind } from '@shared/inbox';
import { PlainTabs } from '@/components/plain/tabs';
import { PagedList } from '@/components/ui/paged-list';
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
 * Contact messages and project inquiries, newest first, a page at a time, with read/unread and
 * reply by mail.
 */
export function Inbox() {
  const client = useQueryClient();
  const [kind, setKind] = useState<InboxKind>('contact');
  const list = useInbox(kind);
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

  const label = KINDS.find((entry) => entry.value === kind)?.label ?? 'Messages';
  return (
    <Stack spacing={2}>
      <PlainTabs
        label="Inbox"
        value={kind}
        onChange={(value) => {
          firstPageOnly(client, inboxKeys.list(value));
          setKind(value);
        }}
        tabs={KINDS}
      />
      <PagedList
        key={kind}
        read={list}
        label={label}
        empty="Nothing here yet."
        placeholder={INBOX_ROW_SHAPE}
        renderRow={(item) => <InboxRow key={item.id} item={item} onSetRead={setRead} />}
      />
    </Stack>
  );
}
