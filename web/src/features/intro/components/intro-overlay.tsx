import { useEffect, useId, useRef, type ComponentType } from 'react';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import PublicIcon from '@mui/icons-material/Public';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useIntroJourney } from '@/features/intro/hooks/use-intro-journey';
import { type IntroStepId } from '@/features/intro/intro-steps';

const STEP_ICONS: Record<IntroStepId, ComponentType<SvgIconProps>> = {
  education: SchoolIcon,
  'career-start': WorkIcon,
  leadership: GroupsIcon,
  innovative: LightbulbIcon,
  growth: TrendingUpIcon,
  achievements: EmojiEventsIcon,
  global: PublicIcon,
  current: RocketLaunchIcon,
};

const STEP_FADE_MS = 400;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** One colour scheme of the backdrop: two soft glows over a diagonal wash. */
interface Backdrop {
  /** The wash's stops at 0%, 55% and 100%; the first is also the plain background colour. */
  wash: readonly [string, string, string];
  /** Opacity of the glow in the theme's primary colour. */
  primaryAlpha: number;
  /** The second glow's hue (the theme defines no secondary colour of its own) and opacity. */
  accent: { color: string; alpha: number };
}

// Soft glows over a pale wash keep dark text readable in the light scheme.
const LIGHT_BACKDROP: Backdrop = {
  wash: ['#f8fafc', '#eef2ff', '#f5f3ff'],
  primaryAlpha: 0.18,
  accent: { color: '#7c3aed', alpha: 0.14 },
};
const DARK_BACKDROP: Backdrop = {
  wash: ['#0b1120', '#111a3a', '#1e1b4b'],
  primaryAlpha: 0.22,
  accent: { color: '#a78bfa', alpha: 0.16 },
};

function backdropSx(theme: Theme, primary: string, { wash, primaryAlpha, accent }: Backdrop) {
  const [start, turn, end] = wash;
  const primaryGlow = theme.alpha(primary, primaryAlpha);
  const accentGlow = theme.alpha(accent.color, accent.alpha);
  return {
    backgroundColor: start,
    backgroundImage: [
      `radial-gradient(circle at 15% 20%, ${primaryGlow}, transparent 45%)`,
      `radial-gradient(circle at 85% 85%, ${accentGlow}, transparent 45%)`,
      `linear-gradient(135deg, ${start} 0%, ${turn} 55%, ${end} 100%)`,
    ].join(', '),
  };
}

const paperSx: SxProps<Theme> = (theme) => {
  const primary = (theme.vars ?? theme).palette.primary.main;
  return {
    color: 'text.primary',
    outline: 'none',
    ...backdropSx(theme, primary, LIGHT_BACKDROP),
    ...theme.applyStyles('dark', backdropSx(theme, primary, DARK_BACKDROP)),
  };
};

const iconBadgeSx: SxProps<Theme> = (theme) => {
  const primary = (theme.vars ?? theme).palette.primary.main;
  return {
    width: 72,
    height: 72,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    color: 'primary.main',
    bgcolor: theme.alpha(primary, 0.12),
    border: '1px solid',
    borderColor: theme.alpha(primary, 0.3),
    '& svg': { fontSize: 36 },
  };
};

// Replaces MUI's focus ripple (disableFocusRipple): a pulse that is faint on a gradient and ignores reduced motion.
const focusRingSx = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

/**
 * The first-visit journey through the founder's career (SPEC §2, §4, §9).
 * Renders nothing once the visitor has completed or skipped it.
 */
export function IntroOverlay({ onClose }: { onClose?: () => void }) {
  const { isOpen, finished, step, stepIndex, totalSteps, progress, skip, finish } = useIntroJourney(
    { onClose },
  );
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const titleId = useId();
  const descriptionId = useId();
  const stepLabelId = useId();

  // Each step fades in on the same elements rather than new ones: the page's largest paint stays
  // the hero (new, larger elements every 2 s would each count as the largest paint again).
  const stepRef = useRef<HTMLDivElement>(null);
  const stepKey = finished ? 'complete' : step?.id;
  useEffect(() => {
    if (!reduceMotion && stepKey)
      stepRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], {
        duration: STEP_FADE_MS,
        easing: 'ease-out',
      });
  }, [stepKey, reduceMotion]);

  const StepIcon = finished || !step ? TaskAltIcon : STEP_ICONS[step.id];
  const title = finished || !step ? 'Journey Loaded!' : step.title;
  const description =
    finished || !step ? 'Welcome aboard. The portfolio is ready.' : step.description;

  return (
    <Dialog
      open={isOpen}
      fullScreen
      onClose={(_event, reason) => {
        // A full-screen overlay has no visible backdrop, so only Escape counts as skipping.
        if (reason === 'escapeKeyDown') skip();
      }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      transitionDuration={reduceMotion ? 0 : undefined}
      slotProps={{ paper: { sx: paperSx } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100%',
          px: { xs: 2, sm: 4 },
          py: { xs: 2, sm: 3 },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', minHeight: 40 }}>
          {!finished && (
            <Button
              color="inherit"
              onClick={skip}
              disableFocusRipple
              endIcon={<SkipNextIcon />}
              sx={{ ...focusRingSx, opacity: 0.85, '&:hover': { opacity: 1 } }}
            >
              Skip Intro
            </Button>
          )}
        </Box>

        <Container
          maxWidth="sm"
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            textAlign: 'center',
            py: 4,
          }}
        >
          {/* Steps advance on their own, so announce each one to screen readers. */}
          <Box aria-live="polite" sx={{ minHeight: { xs: 320, sm: 300 } }}>
            <Stack ref={stepRef} spacing={2.5} sx={{ alignItems: 'center' }}>
              <Box sx={iconBadgeSx}>
                <StepIcon />
              </Box>
              <Typography
                id={titleId}
                variant="h3"
                component="h2"
                sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.75rem' } }}
              >
                {title}
              </Typography>
              <Typography
                id={descriptionId}
                variant="h6"
                component="p"
                color="text.secondary"
                sx={{ fontWeight: 400, maxWidth: 480, fontSize: { xs: '1rem', sm: '1.25rem' } }}
              >
                {description}
              </Typography>
              {finished && (
                <Button
                  variant="contained"
                  size="large"
                  autoFocus
                  disableFocusRipple
                  onClick={finish}
                  endIcon={<RocketLaunchIcon />}
                  sx={{ ...focusRingSx, mt: 1, px: 4 }}
                >
                  Explore Now
                </Button>
              )}
            </Stack>
          </Box>

          <Stack spacing={1} sx={{ mt: 4 }}>
            {!finished && (
              <Typography
                id={stepLabelId}
                variant="overline"
                color="text.secondary"
                sx={{ letterSpacing: 2, lineHeight: 1.5 }}
              >
                {`Step ${stepIndex + 1} of ${totalSteps}`}
              </Typography>
            )}
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-labelledby={finished ? titleId : stepLabelId}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
        </Container>
      </Box>
    </Dialog>
  );
}
