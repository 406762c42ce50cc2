import Box from '@mui/material/Box';
import { PlaceholderRows, type RowShape } from '@/components/ui/placeholder-rows';

/** The search form's height: field and button side by side, stacked on a phone. */
const SEARCH_HEIGHT = { xs: 40 + 8 + 36.5, sm: 40 };
/** The table head's row (small cells: 6 px above and below a 24 px line, and its border). */
const HEAD_HEIGHT = 6 + 24 + 6 + 1;

/**
 * A user's row before it has come, in small cells: name and display name beside the email, status
 * and role; on a phone the email and the role field go under them.
 */
export const USER_ROW_SHAPE: RowShape = {
  height: { xs: 6 + 60 + 8 + 38 + 6 + 1, sm: 6 + 40 + 6 + 1 },
  bars: [
    { top: 6 + 5, height: 10, width: '30%', left: 16 },
    { top: 6 + 20 + 5, height: 10, width: '20%', left: 16 },
  ],
};

/** The table's frame with its head's place, and a page of rows (or `count`) before they come. */
export function UsersRowsPlaceholder({ count }: { count?: number }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ height: HEAD_HEIGHT }} />
      <PlaceholderRows shape={USER_ROW_SHAPE} count={count} />
    </Box>
  );
}

/** The users before their code has come: the search form's place and the table's. */
export function UsersPlaceholder() {
  return (
    <div>
      <Box sx={{ height: SEARCH_HEIGHT, mb: 2 }} />
      <UsersRowsPlaceholder />
    </div>
  );
}
