import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ErrorFallbackProps {
  /** What went wrong, in words a person can read; SPEC §2's generic text when unknown. */
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** SPEC §2's render-failure screen: the apology, a Try again, and a way home that always works. */
export function ErrorFallback({ detail, onRetry }: ErrorFallbackProps) {
  return (
    <Box
      component="main"
      role="alert"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', p: 3 }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="pageTitle" component="h1">
          Something went wrong
        </Typography>
        <Typography>We&apos;re sorry, but there was an error loading this page.</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail || 'An unexpected error occurred'}
        </Typography>
        <Stack direction="row" spacing={2}>
          {onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              Try again
            </Button>
          )}
          {/* A plain link: it reloads the app, which is what recovers from a broken render. */}
          <Button variant="contained" href="/">
            Return Home
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
