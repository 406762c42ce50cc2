import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
