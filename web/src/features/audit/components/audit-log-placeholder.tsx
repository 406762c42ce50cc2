import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PlaceholderRows } from '@/components/ui/paged-list';

/** One entry while it loads: what happened, and when and by whom. */
export function AuditRowPlaceholder() {
  return (
    <Box sx={{ py: 0.75 }}>
      <Typography variant="body2">
        <Skeleton width="60%" />
      </Typography>
      <Typography variant="body2">
        <Skeleton width="40%" />
      </Typography>
    </Box>
  );
}

/** The activity before its code has come: a page of entries. */
export function AuditLogPlaceholder() {
  return <PlaceholderRows row={<AuditRowPlaceholder />} />;
}
