import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AchievementsState } from '../achievements-api';

/** Unlocked ones as a whole percentage of all of them. */
export function percentComplete(unlocked: number, total: number): number {
  return total > 0 ? Math.round((unlocked / total) * 100) : 0;
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The counters (unlocked of total, points) and the progress bar. */
export function OverlaySummary({ state }: { state: AchievementsState }) {
  const percent = percentComplete(state.unlockedCount, state.total);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Stat value={`${state.unlockedCount} / ${state.total}`} label="Unlocked" />
        <Stat value={String(state.points)} label="Points" />
        <Stat value={`${percent}%`} label="Complete" />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Achievements unlocked"
        aria-valuetext={`${state.unlockedCount} of ${state.total} unlocked, ${percent}%`}
        sx={{ mt: 2, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
