import type { Footer, Section } from './navigation-schema';

// SPEC §1 fixes this order; the page renders sections and anchors from it.
export const sections: readonly Section[] = [
  { id: 'hero', label: 'Home', inNav: false },
  { id: 'about', label: 'About', inNav: true },
  { id: 'experience', label: 'Experience', inNav: true },
  { id: 'skills', label: 'Skills', inNav: true },
  { id: 'projects', label: 'Projects', inNav: true },
  { id: 'availability', label: 'Availability', inNav: false },
  { id: 'contact', label: 'Contact', inNav: true },
];

export const footer: Footer = {
  tagline: 'Technology leader, founder and builder of platforms that help people rise up.',
  // SPEC §1: every section but Availability, under the name the header gives it.
  links: sections
    .filter((section) => section.id !== 'availability')
    .map((section) => ({ label: section.label, href: `#${section.id}` })),
};
