import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { FloatingPanel } from './floating-panel';

// Offsets of a floating button from the screen corner (px, phone and wider); the panel sits just
// above it. The safe-area inset keeps both clear of a phone's home indicator. The button's CSS
// (./floating-launcher.css) uses the same figures.
const EDGE = { xs: 16, sm: 24 } as const;
const FAB_SIZE = 56;
const GAP = 12;
const fromBottom = (edge: number, extra = 0) =>
  `calc(${edge + extra}px + env(safe-area-inset-bottom, 0px))`;

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

interface FloatingPanelFrameProps {
  panel: FloatingPanel;
  id: string;
  open: boolean;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The panel a floating button opens, above it in its corner: title, description, Close and the
 * feature's content. Drawn with MUI, so it loads when its button is first reached for
 * (./floating-launcher.tsx); mounted from the first opening on and then only hidden.
 */
export function FloatingPanelFrame({
  panel,
  id,
  open,
  onClose: close,
  onKeyDown,
}: FloatingPanelFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const Content = panel.content;
  const side = panel.corner;

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  return (
    <Paper
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      hidden={!open}
      tabIndex={-1}
      elevation={12}
      onKeyDown={onKeyDown}
      sx={{
        position: 'fixed',
        [side]: EDGE,
        bottom: {
          xs: fromBottom(EDGE.xs, FAB_SIZE + GAP),
          sm: fromBottom(EDGE.sm, FAB_SIZE + GAP),
        },
        // Above the fixed System Status pill, which would otherwise cover the close button on phones.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        width: { xs: `calc(100vw - ${2 * EDGE.xs}px)`, sm: 420 },
        // Leaves the header bar visible above the panel; the content scrolls inside.
        maxHeight: {
          xs: `calc(100dvh - ${EDGE.xs + FAB_SIZE + GAP + 72}px)`,
          sm: `calc(100dvh - ${EDGE.sm + FAB_SIZE + GAP + 80}px)`,
        },
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '&[hidden]': { display: 'none' },
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        '@keyframes floatingPanelIn': {
          from: { opacity: 0, transform: 'translateY(12px)' },
          to: { opacity: 1, transform: 'none' },
        },
        animation: 'floatingPanelIn 200ms ease-out',
        [REDUCED_MOTION]: { animation: 'none' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 2.5,
          pt: 2,
          pb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {panel.title}
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
            {panel.description}
          </Typography>
        </Box>
        <IconButton
          aria-label="Close"
          onClick={close}
          edge="end"
          sx={{ color: 'text.secondary', mt: -0.5 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pt: 2, pb: 2.5, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading" />
            </Box>
          }
        >
          <Content onDone={close} titleId={titleId} />
        </Suspense>
      </Box>
    </Paper>
  );
}
