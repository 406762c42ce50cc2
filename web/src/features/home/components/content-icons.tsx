import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CodeIcon from '@mui/icons-material/Code';
import CreateIcon from '@mui/icons-material/Create';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import GitHubIcon from '@mui/icons-material/GitHub';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import ShareIcon from '@mui/icons-material/Share';
import SyncIcon from '@mui/icons-material/Sync';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AvailabilityIconKey } from '@shared/content/availability-schema';
import type { ContactIconKey } from '@shared/content/contact-items-schema';
import type { LinkIconKey, ProjectIconKey, TagIconKey } from '@shared/content/projects-schema';
import type { SoftSkillIconKey } from '@shared/content/skills-schema';

export const SOFT_SKILL_ICONS: Record<SoftSkillIconKey, SvgIconComponent> = {
  'trending-up': TrendingUpIcon,
  groups: GroupsIcon,
  assignment: AssignmentIcon,
  forum: ForumIcon,
};

export const PROJECT_ICONS: Record<ProjectIconKey, SvgIconComponent> = {
  quantumsync: SyncIcon,
  techriseup: SchoolIcon,
  socialamp: CampaignIcon,
  contentpro: ArticleIcon,
  datadrive: InsightsIcon,
  codevista: CodeIcon,
  default: RocketLaunchIcon,
};

export const TAG_ICONS: Record<TagIconKey, SvgIconComponent> = {
  ai: PsychologyIcon,
  social: ShareIcon,
  content: CreateIcon,
  engagement: ThumbUpIcon,
  data: BarChartIcon,
  code: CodeIcon,
  default: LocalOfferIcon,
};

export const LINK_ICONS: Record<LinkIconKey, SvgIconComponent> = {
  external: OpenInNewIcon,
  github: GitHubIcon,
  play: PlayArrowIcon,
};

export const CONTACT_ICONS: Record<ContactIconKey, SvgIconComponent> = {
  email: EmailIcon,
  phone: PhoneIcon,
  location: LocationOnIcon,
  linkedin: LinkedInIcon,
  business: BusinessIcon,
  language: LanguageIcon,
};

export const AVAILABILITY_ICONS: Record<AvailabilityIconKey, SvgIconComponent> = {
  handshake: HandshakeIcon,
  diversity: Diversity3Icon,
  hub: HubIcon,
};
