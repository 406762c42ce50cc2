import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { setEasterEggsEnabled, useEasterEggsEnabled } from '@/lib/easter-eggs-setting';
import {
  ACHIEVEMENTS_SHORTCUT,
  setAchievementsShortcutEnabled,
  useAchievementsShortcutEnabled,
} from './achievements-shortcut';

/** This browser's choices: easter eggs and their hints, and the overlay's keyboard shortcut. */
export function OverlaySettings() {
  const eggs = useEasterEggsEnabled();
  const shortcut = useAchievementsShortcutEnabled();
  return (
    <FormGroup sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <FormControlLabel
        control={
          <Switch checked={eggs} onChange={(event) => setEasterEggsEnabled(event.target.checked)} />
        }
        label="Easter eggs and hints"
      />
      <FormControlLabel
        control={
          <Switch
            checked={shortcut}
            onChange={(event) => setAchievementsShortcutEnabled(event.target.checked)}
          />
        }
        label={`Keyboard shortcut (${ACHIEVEMENTS_SHORTCUT})`}
      />
    </FormGroup>
  );
}
