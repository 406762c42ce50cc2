import type { Footer, Section } from './navigation-schema';

// docs/product.md#home-page fixes this order; the page renders sections and anchors from it.
export const sections: readonly Section[] = [
  { id: 'hero', label: 'Home', inNav: false },
  { id: 'about', label: 'About', inNav: true, heading: { title: 'About Me' } },
  {
    id: 'experience',
    label: 'Experience',
    inNav: true,
    heading: { title: 'Experience', lead: 'Two decades from writing code to leading companies.' },
  },
  {
    id: 'skills',
    label: 'Skills',
    inNav: true,
    heading: {
      title: 'Skills',
      lead: 'Deep technical range, and the people skills to ship with it.',
    },
  },
  {
    id: 'projects',
    label: 'Projects',
    inNav: true,
    heading: {
      title: 'Projects & Achievements',
      lead: 'Platforms and products I have built, led or launched.',
    },
  },
  // Worded by its own content (availability-intro).
  { id: 'availability', label: 'Availability', inNav: false },
  {
    id: 'contact',
    label: 'Contact',
    inNav: true,
    heading: {
      title: 'Get In Touch',
      lead: 'Have a project, a partnership or a question? I read every message.',
    },
  },
];

export const footer: Footer = {
  tagline: 'Technology leader, founder and builder of platforms that help people rise up.',
  // Every section but Availability, under the name the header gives it.
  links: sections
    .filter((section) => section.id !== 'availability')
    .map((section) => ({ label: section.label, href: `#${section.id}` })),
};
