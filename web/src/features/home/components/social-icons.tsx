import BrushIcon from '@mui/icons-material/Brush';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PaletteIcon from '@mui/icons-material/Palette';
import PhoneIcon from '@mui/icons-material/Phone';
import ShareIcon from '@mui/icons-material/Share';
import TwitterIcon from '@mui/icons-material/Twitter';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SocialIconKey } from '@shared/content/social-links-schema';

// Apart from content-icons.tsx because the hero needs these on first paint; the other sections'
// icons load with those sections, after the page.
export const SOCIAL_ICONS: Record<SocialIconKey, SvgIconComponent> = {
  linkedin: LinkedInIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  github: GitHubIcon,
  youtube: YouTubeIcon,
  dribbble: BrushIcon,
  figma: PaletteIcon,
  email: EmailIcon,
  phone: PhoneIcon,
  share: ShareIcon,
  link: LinkIcon,
};
