import { Text } from '@/components/plain/text';
import { formatInstant, SHOWN } from '@/lib/visitor-time';
import './saved-copy-note.css';

/**
 * Offline, a list is the copy this browser received last: say so, and from when. `items` names
 * what the list holds ("endorsements"). Plain markup, so the dashboards drawn without MUI say it
 * the same way as the parts drawn with it.
 */
export function SavedCopyNote({ savedAt, items }: { savedAt: Date; items: string }) {
  return (
    <Text small secondary className="saved-copy-note" role="status">
      {'Offline copy from '}
      <time dateTime={savedAt.toISOString()}>{formatInstant(savedAt, SHOWN.moment)}</time>
      {`: these ${items} may be out of date.`}
    </Text>
  );
}
