import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { sendQueueNow } from '@/lib/offline-queue/queue-client';
import { QUEUEABLE } from '@/lib/offline-queue/queueable';
import type { QueuedEntry } from '@/lib/offline-queue/queue-store';
import { useOfflineQueue } from '../hooks/use-offline-queue';
import { useQueuedActions } from '../hooks/use-queued-actions';
import { QUEUED_STATE_TEXT } from '../queued-state';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

function QueuedItem({ entry, onEdit }: { entry: QueuedEntry; onEdit: () => void }) {
  const { label } = QUEUEABLE[entry.kind];
  const { edit, discard } = useQueuedActions();
  return (
    <ListItem disableGutters divider data-testid="queued-item" data-state={entry.state}>
      <Stack spacing={0.5} sx={{ width: '100%' }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          Saved {formatInstant(entry.createdAt, SHOWN.moment)} · {QUEUED_STATE_TEXT[entry.state]}
        </Typography>
        {entry.message && (
          <Typography variant="body2" color="error">
            {entry.message}
          </Typography>
        )}
        <Box>
          <Button
            size="small"
            onClick={() => {
              onEdit();
              edit(entry);
            }}
          >
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => void discard(entry)}>
            Discard
          </Button>
        </Box>
      </Stack>
    </ListItem>
  );
}

/**
 * The count of submissions saved while offline and not yet delivered (shown by OfflineQueueWatch
 * while there is one); it opens the list (what, when, state) with Send now, Edit (back into its
 * form) and Discard.
 */
export function OfflineQueueIndicator() {
  const entries = useOfflineQueue();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (entries.length === 0) return null;
  const count = entries.length;
  return (
    <>
      <Button
        variant="contained"
        color="warning"
        size="small"
        startIcon={<CloudUploadIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Unsent items: ${count}`}
        data-testid="offline-queue-indicator"
        // Bottom centre: the floating panels' buttons take the bottom corners, System Status the top.
        sx={{
          position: 'fixed',
          bottom: 24,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        {count} unsent
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>Saved while offline</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            These are sent by themselves when you are back online.
          </Typography>
          <List>
            {entries.map((entry) => (
              <QueuedItem key={entry.id} entry={entry} onEdit={() => setOpen(false)} />
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button variant="contained" onClick={sendQueueNow}>
            Send now
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
