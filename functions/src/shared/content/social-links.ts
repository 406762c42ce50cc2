import type { SocialLink } from './social-links-schema';
import { linkedInUrl } from './web-addresses';

export const socialLinks: readonly SocialLink[] = [
  { id: 'linkedin', platform: 'LinkedIn', url: linkedInUrl, icon: 'linkedin', bgColor: '#0a66c2' },
  {
    id: 'twitter',
    platform: 'Twitter',
    url: 'https://twitter.com/marcusellison_example',
    icon: 'twitter',
    bgColor: '#1d9bf0',
  },
  {
    id: 'instagram',
    platform: 'Instagram',
    url: 'https://www.instagram.com/marcusellison_example',
    icon: 'instagram',
    bgColor: '#e1306c',
  },
  {
    id: 'facebook',
    platform: 'Facebook',
    url: 'https://www.facebook.com/marcusellison.example',
    icon: 'facebook',
    bgColor: '#1877f2',
  },
  {
    id: 'github',
    platform: 'GitHub',
    url: 'https://github.com/marcusellison-example',
    icon: 'github',
    bgColor: '#24292f',
  },
  {
    id: 'youtube',
    platform: 'YouTube',
    url: 'https://www.youtube.com/@marcusellison-example',
    icon: 'youtube',
    bgColor: '#ff0000',
  },
  {
    id: 'dribbble',
    platform: 'Dribbble',
    url: 'https://dribbble.com/marcusellison-example',
    icon: 'dribbble',
    bgColor: '#ea4c89',
  },
  {
    id: 'figma',
    platform: 'Figma',
    url: 'https://www.figma.com/@marcusellison-example',
    icon: 'figma',
    bgColor: '#a259ff',
  },
];
