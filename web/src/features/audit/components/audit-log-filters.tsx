import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit';

/** The activity's filters as the form holds them: days (`2026-12-01`), an actor, an action. */
export interface ActivityFilters {
  from: string;
  to: string;
  actor: string;
  action: AuditAction | '';
}

const ACTION_LABELS: Record<AuditAction, string> = {
  setRole: 'Role changed',
  'cv.download': 'CV downloaded',
  'endorsement.approve': 'Endorsement approved',
  'endorsement.reject': 'Endorsement rejected',
  'availability.update': 'Availability changed',
  'meeting.accept': 'Meeting request accepted',
  'meeting.decline': 'Meeting request declined',
  'booking.cancel': 'Booking cancelled',
  'payment.paid': 'Payment verified',
  'payment.reject': 'Payment rejected',
  'newsletter.send': 'Newsletter sent',
  'content.publish': 'Content published',
  'content.revert': 'Content reverted',
  export: 'Exported as CSV',
};

const NONE: ActivityFilters = { from: '', to: '', actor: '', action: '' };

/**
 * The activity's filters: the first and last day, who (an account id, username or email) and
 * what. Applied together with Apply (or Enter), so a half-typed actor reads nothing.
 */
export function AuditLogFilters({
  shown,
  onApply,
}: {
  shown: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}) {
  const [draft, setDraft] = useState(shown);
  const change = (field: keyof ActivityFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const anyShown = Object.values(shown).some(Boolean);
  return (
    <Stack
      component="form"
      aria-label="Filter the activity"
      onSubmit={submit}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        label="From"
        type="date"
        size="small"
        value={draft.from}
        onChange={(event) => change('from')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={draft.to}
        onChange={(event) => change('to')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Actor"
        size="small"
        placeholder="Account id, username or email"
        value={draft.actor}
        onChange={(event) => change('actor')(event.target.value)}
        sx={{ minWidth: '14rem' }}
      />
      <TextField
        select
        label="Action"
        size="small"
        value={draft.action}
        onChange={(event) => change('action')(event.target.value)}
        sx={{ minWidth: '12rem' }}
      >
        <MenuItem value="">Any action</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="small">
        Apply
      </Button>
      {anyShown && (
        <Button size="small" onClick={() => onApply(NONE)}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
