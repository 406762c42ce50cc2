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
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { type ServiceStatus, summaryText } from '../health-checks';
import { useSystemStatus } from '../hooks/use-system-status';

const STATUS_COLOR = {
  healthy: 'success',
  warning: 'warning',
  error: 'error',
} as const satisfies Record<ServiceStatus, 'success' | 'warning' | 'error'>;

const FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function StatusDot({ status }: { status: ServiceStatus | null }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: status ? `${STATUS_COLOR[status]}.main` : 'text.disabled',
        // A soft halo keeps the dot readable on both light and dark paper.
        boxShadow: (theme) => `0 0 0 3px ${theme.vars?.palette.action.hover ?? 'transparent'}`,
      }}
    />
  );
}

/**
 * A component of its own, so the time is formatted only when the panel is open: the first
 * locale-aware format on a page loads the browser's date data, a long task on a slow phone.
 */
function LastChecked({ at }: { at: Date | null }) {
  return at ? `Last checked: ${at.toLocaleTimeString()}` : 'Not checked yet';
}

/** Our addition to SPEC §2's summaries: offline, no service can be checked, so none is failed. */
const OFFLINE_SUMMARY = 'Offline';
const OFFLINE_NOTE = "You're offline. Services will be checked again when you're back online.";

/** SPEC §2: fixed top-right pill that expands into the service health panel. */
export function SystemStatusWidget() {
  const [expanded, setExpanded] = useState(false);
  const { offline, rows, overall, lastChecked, checking, refresh } = useSystemStatus(expanded);
  // Offline, the last round's results say nothing about now: the widget shows no status at all.
  const shown = offline ? null : overall;
  const summary = offline ? OFFLINE_SUMMARY : overall ? summaryText(overall) : null;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = (): void => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Box
      sx={{
        position: 'fixed',
        top: 76,
        right: 16,
        // Above page content and the app bar's shadow, below drawers, dialogs and toasts.
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Button
        ref={toggleRef}
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        startIcon={<StatusDot status={shown} />}
        size="small"
        sx={{
          ...FOCUS_RING,
          borderRadius: 999,
          px: 1.75,
          textTransform: 'none',
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          boxShadow: 2,
          '&:hover': { bgcolor: 'action.hover', boxShadow: 3 },
        }}
      >
        System Status
        <Box component="span" sx={visuallyHidden}>
          {`: ${summary ?? 'not checked yet'}`}
        </Box>
      </Button>

      <Collapse in={expanded} unmountOnExit>
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
    </Box>
  );
}
