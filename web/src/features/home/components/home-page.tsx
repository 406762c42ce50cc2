import Box from '@mui/material/Box';
import { startTransition, useEffect, useState } from 'react';
import { scrollToSection } from '@/lib/scroll';
import { AboutSection } from './about-section';
import { AvailabilitySection } from './availability-section';
import { ContactSection } from './contact-section';
import { ExperienceSection } from './experience-section';
import { HeroSection } from './hero-section';
import { ProjectsSection } from './projects-section';
import { SiteFooter } from './site-footer';
import { SkillsSection } from './skills-section';

/**
 * The hero paints first; the sections below it render in a second, interruptible pass, so a
 * phone's main thread is never blocked by the whole page at once.
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** Arriving at `/#section` (from another page or a shared link) lands on that section once it exists. */
function useInitialHashScroll(rendered: boolean): void {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (rendered && id) requestAnimationFrame(() => scrollToSection(id));
  }, [rendered]);
}

interface HomePageProps {
  onShare: () => void;
  onInstall: () => void;
}

/** SPEC §1's sections in order, then the footer; the app layer supplies what the buttons open. */
export function HomePage({ onShare, onInstall }: HomePageProps) {
  const belowTheFold = useBelowTheFold();
  useInitialHashScroll(belowTheFold);
  return (
    <>
      <main>
        <HeroSection onShare={onShare} />
        {belowTheFold ? (
          <>
            <AboutSection />
            <ExperienceSection />
            <SkillsSection />
            <ProjectsSection />
            <AvailabilitySection />
            <ContactSection />
          </>
        ) : (
          // Holds the space the sections will take, so nothing below the hero jumps (CLS).
          <Box sx={{ minHeight: '100vh' }} />
        )}
      </main>
      {belowTheFold && <SiteFooter onInstall={onInstall} onShare={onShare} />}
    </>
  );
}
