import BedtimeIcon from '@mui/icons-material/Bedtime';
import BugReportIcon from '@mui/icons-material/BugReport';
import CodeIcon from '@mui/icons-material/Code';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import EggIcon from '@mui/icons-material/Egg';
import ExploreIcon from '@mui/icons-material/Explore';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LockIcon from '@mui/icons-material/Lock';
import PaletteIcon from '@mui/icons-material/Palette';
import StarIcon from '@mui/icons-material/Star';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AchievementIcon } from '@shared/content/achievements-schema';

/** The picture of each icon key the catalogue may name (one import per icon). */
export const ACHIEVEMENT_ICONS: Record<AchievementIcon, SvgIconComponent> = {
  egg: EggIcon,
  code: CodeIcon,
  explore: ExploreIcon,
  bug: BugReportIcon,
  extension: ExtensionIcon,
  keyboard: KeyboardIcon,
  lock: LockIcon,
  moon: BedtimeIcon,
  palette: PaletteIcon,
  'dark-mode': DarkModeIcon,
  insights: InsightsIcon,
  groups: GroupsIcon,
  star: StarIcon,
};
