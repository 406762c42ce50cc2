import Typography from '@mui/material/Typography';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

/**
 * Offline, a list is the copy this browser received last: say so, and from when. `items` names
 * what the list holds ("endorsements").
 */
export function SavedCopyNote({ savedAt, items }: { savedAt: Date; items: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {'Offline copy from '}
      <time dateTime={savedAt.toISOString()}>{formatInstant(savedAt, SHOWN.moment)}</time>
      {`: these ${items} may be out of date.`}
    </Typography>
  );
}
