import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The editor while its code or the settings load: blocks where its groups of fields come. */
export function AvailabilityEditorPlaceholder() {
  return (
    <Stack spacing={3} aria-hidden>
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}
