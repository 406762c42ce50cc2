import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { Loaded } from '@/lib/use-loaded';

/** A loaded admin list: Loading…, the failure with Try again, `empty`, or one row per item. */
export function AdminList<T extends { id: string }>({
  items,
  empty,
  onRetry,
  label,
  renderRow,
}: {
  items: Loaded<T[]>;
  empty: string;
  onRetry: () => void;
  /** The list's accessible name. */
  label: string;
  renderRow: (item: T) => ReactNode;
}) {
  if (items.status === 'loading') return <Typography color="text.secondary">Loading…</Typography>;
  if (items.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {items.message}
      </Alert>
    );
  }
  if (items.data.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.data.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          {renderRow(item)}
        </Fragment>
      ))}
    </Stack>
  );
}
