import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlaceholderRows } from '@/components/ui/paged-list';

/** The kind tabs' height (MUI's Tabs). */
const TABS_HEIGHT = 48;

/** One inbox row while it loads: its two lines at the row's height. */
export function InboxRowPlaceholder() {
  return (
    <Box sx={{ py: 1, px: 1 }}>
      <Typography noWrap>
        <Skeleton width="55%" />
      </Typography>
      <Typography variant="body2" noWrap>
        <Skeleton width="35%" />
      </Typography>
    </Box>
  );
}

/** The inbox before its code has come: the tabs' place and a page of rows. */
export function InboxPlaceholder() {
  return (
    <Stack spacing={2}>
      <Box sx={{ height: TABS_HEIGHT }} />
      <PlaceholderRows row={<InboxRowPlaceholder />} />
    </Stack>
  );
}
