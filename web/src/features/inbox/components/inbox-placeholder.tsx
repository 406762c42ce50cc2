import Box from '@mui/material/Box';
import { PlaceholderRows, type RowShape } from '@/components/ui/placeholder-rows';

/** The kind tabs' height (MUI's Tabs), and the gap under them. */
const TABS_HEIGHT = 48;

/** An inbox row before it has come: subject over sender and time, 8 px in from each side. */
export const INBOX_ROW_SHAPE: RowShape = {
  height: 8 + 24 + 20 + 8 + 1,
  bars: [
    { top: 8 + 6, height: 12, width: '55%', left: 8 },
    { top: 8 + 24 + 5, height: 10, width: '35%', left: 8 },
  ],
};

/** The inbox before its code has come: the tabs' place and a page of rows. */
export function InboxPlaceholder() {
  return (
    <div>
      <Box sx={{ height: TABS_HEIGHT, mb: 2 }} />
      <PlaceholderRows shape={INBOX_ROW_SHAPE} />
    </div>
  );
}
