import { useEffect } from 'react';
import { scrollToSection } from '@/lib/scroll';
import { AboutSection } from './about-section';
import { AvailabilitySection } from './availability-section';
import { ContactSection } from './contact-section';
import { ExperienceSection } from './experience-section';
import { HeroSection } from './hero-section';
import { ProjectsSection } from './projects-section';
import { SiteFooter } from './site-footer';
import { SkillsSection } from './skills-section';

/** Arriving at `/#section` (from another page or a shared link) lands on that section. */
function useInitialHashScroll(): void {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) requestAnimationFrame(() => scrollToSection(id));
  }, []);
}

interface HomePageProps {
  onShare: () => void;
  onInstall: () => void;
}

/** SPEC §1's sections in order, then the footer; the app layer supplies what the buttons open. */
export function HomePage({ onShare, onInstall }: HomePageProps) {
  useInitialHashScroll();
  return (
    <>
      <main>
        <HeroSection onShare={onShare} />
        <AboutSection />
        <ExperienceSection />
        <SkillsSection />
        <ProjectsSection />
        <AvailabilitySection />
        <ContactSection />
      </main>
      <SiteFooter onInstall={onInstall} onShare={onShare} />
    </>
  );
}
