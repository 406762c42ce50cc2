import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendlyConfig } from '@shared/availability';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return 'the booking page';
  }
};

/**
 * Book with Calendly: a 30-minute consultation card, its title, text and link from the
 * server's config (the hard-coded fallback until it arrives or when it cannot), opened in a new
 * window.
 */
export function CalendlyCard({ config }: { config: CalendlyConfig }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ScheduleIcon color="primary" aria-hidden />
        <Typography component="h4" variant="blockTitle" sx={{ flexGrow: 1 }}>
          {config.title}
        </Typography>
        <Chip label="30 min" size="small" variant="outlined" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {config.description}
      </Typography>
      <Button
        variant="contained"
        endIcon={<OpenInNewIcon />}
        onClick={() => window.open(config.url, '_blank', 'noopener,noreferrer')}
      >
        Open Calendly
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        Opens {hostOf(config.url)} in a new window.
      </Typography>
    </Box>
  );
}
