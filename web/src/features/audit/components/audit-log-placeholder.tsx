import { PlaceholderRows, type RowShape } from '@/components/ui/placeholder-rows';

/** An entry before it has come: what happened, and when and by whom (two lines, 6 px above and below). */
export const AUDIT_ROW_SHAPE: RowShape = {
  height: 6 + 20 + 20 + 6 + 1,
  bars: [
    { top: 6 + 5, height: 10, width: '60%' },
    { top: 6 + 20 + 5, height: 10, width: '40%' },
  ],
};

/** The activity before its code has come: a page of entries. */
export function AuditLogPlaceholder() {
  return <PlaceholderRows shape={AUDIT_ROW_SHAPE} />;
}
