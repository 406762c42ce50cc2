// Everything under the hero, as one chunk that home-page.tsx loads lazily.
export { AboutSection } from './about-section';
export { AvailabilitySection } from './availability-section';
export { ContactSection } from './contact-section';
export { ExperienceSection } from './experience-section';
export { ProjectsSection } from './projects-section';
export { SiteFooter } from './site-footer';
export { SkillsSection } from './skills-section';
