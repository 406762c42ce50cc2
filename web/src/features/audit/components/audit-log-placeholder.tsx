import Box from '@mui/material/Box';
import { PlaceholderRows, type RowShape } from '@/components/ui/placeholder-rows';

/** The row of the Export CSV button above the entries. */
export const EXPORT_ROW_HEIGHT = 32;

/** An entry before it has come: what happened, and when and by whom (two lines, 6 px above and below). */
export const AUDIT_ROW_SHAPE: RowShape = {
  height: 6 + 20 + 20 + 6 + 1,
  bars: [
    { top: 6 + 5, height: 10, width: '60%' },
    { top: 6 + 20 + 5, height: 10, width: '40%' },
  ],
};

/** The activity before its code has come: the export button's place and a page of entries. */
export function AuditLogPlaceholder() {
  return (
    <div>
      <Box sx={{ height: EXPORT_ROW_HEIGHT, mb: 2 }} />
      <PlaceholderRows shape={AUDIT_ROW_SHAPE} />
    </div>
  );
}
