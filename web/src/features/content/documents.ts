import type { ContentDocumentId } from '@shared/content/documents';

/** How the editor names each content document, in the order of its list. */
export const DOCUMENT_NAMES: { readonly [Id in ContentDocumentId]: string } = {
  profile: 'Profile, about and websites',
  hero: 'Hero stats and links',
  'social-links': 'Social links',
  experience: 'Experience and education',
  skills: 'Skills and soft skills',
  projects: 'Projects',
  availability: 'Availability and journey',
  'contact-items': 'Contact items',
  'intro-steps': 'Intro journey',
  navigation: 'Sections, navigation and footer',
  seo: 'SEO: titles, descriptions, Open Graph',
  services: 'Services and prices',
  'meeting-types': 'Meeting types',
  assistant: 'Quinn: chat services and texts',
  achievements: 'Achievements',
  'easter-eggs': 'Easter eggs',
  'mini-games': 'Mini-games',
  theme: 'Site theme: colours, appearance and corners',
};
