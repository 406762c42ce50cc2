import type { ComponentType } from 'react';
import type { SocialIconKey } from '@shared/content/social-links-schema';
import { Icon, type IconName } from '@/components/plain/icon';

function drawn(name: IconName): ComponentType {
  return function SocialIcon() {
    return <Icon name={name} />;
  };
}

// Plain SVG (no MUI): the hero draws these on first paint, before MUI's runtime has loaded. The
// other sections' icons load with those sections, after the page (content-icons.tsx).
export const SOCIAL_ICONS: Record<SocialIconKey, ComponentType> = {
  linkedin: drawn('linkedin'),
  twitter: drawn('twitter'),
  instagram: drawn('instagram'),
  facebook: drawn('facebook'),
  github: drawn('github'),
  youtube: drawn('youtube'),
  dribbble: drawn('brush'),
  figma: drawn('palette'),
  email: drawn('email'),
  phone: drawn('phone'),
  share: drawn('share'),
  link: drawn('link'),
};
