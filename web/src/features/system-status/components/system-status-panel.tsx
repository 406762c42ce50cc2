import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import type { ServiceStatus } from '../health-checks';
import type { SystemStatus } from '../hooks/use-system-status';
import { StatusDot } from './status-dot';
import { formatInstant, SHOWN } from '@/lib/visitor-time';

const STATUS_COLOR = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
} as const satisfies Record<ServiceStatus, 'success' | 'warning' | 'error'>;

const FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * A component of its own, so the time is formatted only when the panel is open: the first
 * locale-aware format on a page loads the browser's date data, a long task on a slow phone.
 */
function LastChecked({ at }: { at: Date | null }) {
  return at ? `Last checked: ${formatInstant(at, SHOWN.clockSeconds)}` : 'Not checked yet';
}

/** Our addition to the status panel: offline, no service can be checked, so none is failed. */
const OFFLINE_NOTE = "You're offline. Services will be checked again when you're back online.";

interface SystemStatusPanelProps {
  open: boolean;
  status: SystemStatus;
  /** The status shown (none while offline) and its summary line. */
  shown: ServiceStatus | null;
  summary: string | null;
  panelId: string;
  titleId: string;
  onClose: () => void;
}

/**
 * The service health panel under the System Status pill, drawn with MUI: its code loads
 * when the pill is first expanded (or about to be), so the pill alone shows on every load.
 */
export function SystemStatusPanel({
  open,
  status: { offline, rows, lastChecked, checking, refresh },
  shown,
  summary,
  panelId,
  titleId,
  onClose: close,
}: SystemStatusPanelProps) {
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Collapse in={open} appear unmountOnExit>
      <Paper
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        aria-busy={checking}
        elevation={8}
        onKeyDown={onPanelKeyDown}
        sx={{
          mt: 1,
          width: 340,
          maxWidth: '100%',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ height: 4 }}>
          {checking && <LinearProgress aria-hidden sx={{ height: 4 }} />}
        </Box>
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            System Status
          </Typography>
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', mt: 0.5 }}>
            <StatusDot status={shown} />
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                color: shown ? `${STATUS_COLOR[shown]}.main` : 'text.secondary',
              }}
            >
              {summary ?? 'Checking services…'}
            </Typography>
          </Stack>
        </Box>
        <Divider />
        {offline && (
          <Typography variant="body2" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
            {OFFLINE_NOTE}
          </Typography>
        )}
        {!offline && rows && (
          <Box
            component="ul"
            aria-label="Services"
            sx={{ listStyle: 'none', m: 0, px: 2, py: 1, maxHeight: '50vh', overflowY: 'auto' }}
          >
            {rows.map((row) => (
              <Box
                component="li"
                key={row.service}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                    {row.service}
                  </Typography>
                  {row.note && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {row.note}
                    </Typography>
                  )}
                </Box>
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                >
                  {`${row.responseTime} ms`}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[row.status]}
                  label={row.status}
                  sx={{ minWidth: 72, fontWeight: 600 }}
                />
              </Box>
            ))}
          </Box>
        )}
        <Divider />
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
            <LastChecked at={lastChecked} />
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              variant="contained"
              startIcon={<RefreshIcon />}
              onClick={refresh}
              disabled={offline}
              sx={FOCUS_RING}
            >
              Refresh Status
            </Button>
            <Button size="small" startIcon={<CloseIcon />} onClick={close} sx={FOCUS_RING}>
              Close
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Collapse>
  );
}
