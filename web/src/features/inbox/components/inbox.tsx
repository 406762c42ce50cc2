import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFunctions } from 'reactfire';
import { INBOX_KINDS, type InboxItem, type InboxKind } from '@shared/inbox';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useInbox, useSetInboxRead } from '../api/inbox-queries';

const KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Messages',
  inquiry: 'Inquiries',
};

/** A reply opens the admin's own mail program, addressed and with the subject filled in. */
export function replyLink(item: InboxItem): string {
  const subject = `Re: ${item.subject}`;
  return `mailto:${item.email}?subject=${encodeURIComponent(subject)}`;
}

/** Contact messages and project inquiries, newest first, with read/unread and reply by mail. */
export function Inbox() {
  const functions = useFunctions();
  const [kind, setKind] = useState<InboxKind>('contact');
  const list = useInbox(functions, kind);
  const items = list.data ?? null;
  const error = list.isError ? errorMessage(list.error) : null;
  const { mutateAsync: markRead } = useSetInboxRead(functions);

  const setRead = async (item: InboxItem, read: boolean): Promise<void> => {
    try {
      await markRead({ item, read });
    } catch (caught) {
      toast({
        title: 'Could not update the message',
        description: caught instanceof Error ? caught.message : String(caught),
        variant: 'destructive',
      });
    }
  };

  const unread = items?.filter((item) => !item.read).length ?? 0;
  return (
    <Stack spacing={2}>
      <Tabs value={kind} onChange={(_event, value: InboxKind) => setKind(value)} aria-label="Inbox">
        {INBOX_KINDS.map((value) => (
          <Tab key={value} value={value} label={KIND_LABELS[value]} />
        ))}
      </Tabs>
      {error && <Alert severity="error">{error}</Alert>}
      {!error && items === null && <Typography color="text.secondary">Loading…</Typography>}
      {items?.length === 0 && <Typography color="text.secondary">Nothing here yet.</Typography>}
      {items && items.length > 0 && (
        <Typography color="text.secondary" role="status">
          {unread} unread of {items.length}
        </Typography>
      )}
      <div>
        {items?.map((item) => (
          <Accordion
            key={item.id}
            disableGutters
            onChange={(_event, expanded) => {
              if (expanded && !item.read) void setRead(item, true);
            }}
          >
            <AccordionSummary aria-controls={`inbox-${item.id}`} id={`inbox-${item.id}-summary`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                {!item.read && <Chip label="Unread" color="primary" size="small" />}
                <Typography sx={{ fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                  {item.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {item.name ?? item.email}
                  {item.createdAt ? ` · ${new Date(item.createdAt).toLocaleString()}` : ''}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`inbox-${item.id}`}>
              <Stack spacing={1.5}>
                <Typography variant="body2" color="text.secondary">
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
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" startIcon={<MailIcon />} href={replyLink(item)}>
                    Reply by email
                  </Button>
                  <Button
                    startIcon={item.read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
                    onClick={() => void setRead(item, !item.read)}
                  >
                    {item.read ? 'Mark as unread' : 'Mark as read'}
                  </Button>
                </Stack>
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
