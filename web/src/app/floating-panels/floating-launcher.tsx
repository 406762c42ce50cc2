import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FloatingPanel } from './floating-panel';

// Offsets of the button from the screen corner; the panel sits just above it. The safe-area
// inset keeps both clear of a phone's home indicator.
const EDGE = { xs: 16, sm: 24 } as const;
const FAB_SIZE = 56;
const GAP = 12;
const fromBottom = (edge: number, extra = 0) =>
  `calc(${edge + extra}px + env(safe-area-inset-bottom, 0px))`;

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

interface FloatingLauncherProps {
  panel: FloatingPanel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Faded out on a phone after a while without activity (the host decides when). */
  faded: boolean;
}

/** One floating button in its corner and the panel it opens above it. */
export function FloatingLauncher({ panel, open, onOpenChange, faded }: FloatingLauncherProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const descriptionId = useId();
  // Mounted from the first opening on and then only hidden, so a half-typed form survives
  // closing the panel, and the page carries no content it does not show.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const { Component: Content, preload } = panel.content;
  const side = panel.corner;

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // Only closings that start here give focus back to the button: when the host closes this panel
  // because another one opened, focus belongs to that one.
  const close = (): void => {
    buttonRef.current?.focus();
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={panel.buttonLabel}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKeyDown}
        // A pointer on the button or focus on it is the moment to fetch the panel's code.
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        sx={{
          position: 'fixed',
          [side]: EDGE,
          bottom: { xs: fromBottom(EDGE.xs), sm: fromBottom(EDGE.sm) },
          zIndex: (theme) => theme.zIndex.speedDial,
          opacity: faded ? 0 : 1,
          // Invisible buttons must not swallow taps meant for the page; the touch itself is
          // activity and brings the button back.
          pointerEvents: faded ? 'none' : 'auto',
          transition: (theme) =>
            theme.transitions.create(['opacity', 'background-color', 'box-shadow'], {
              duration: theme.transitions.duration.complex,
            }),
          '&.Mui-focusVisible': { opacity: 1 },
          [REDUCED_MOTION]: { transition: 'none' },
        }}
      >
        {open ? <CloseIcon /> : panel.icon}
      </Fab>

      {mounted && (
        <Paper
          ref={panelRef}
          id={panelId}
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
      )}
    </>
  );
}
