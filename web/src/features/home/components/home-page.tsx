import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { pageLoaded } from '@/lib/page-load';
import { scrollToSection } from '@/lib/scroll';
import { HeroSection } from './hero-section';

// The sections below the hero are readable from the prerendered HTML before any script runs; their
// code arrives once the page has loaded (progressive hydration), so the first load carries only
// the header and the hero. One chunk, several Suspense boundaries: React hydrates them one at a
// time, so a phone's main thread is never blocked by the whole page at once.
const loadBelowTheFold = () => pageLoaded().then(() => import('./below-the-fold'));
const AboutSection = lazy(async () => ({ default: (await loadBelowTheFold()).AboutSection }));
const ExperienceSection = lazy(async () => ({
  default: (await loadBelowTheFold()).ExperienceSection,
}));
const SkillsSection = lazy(async () => ({ default: (await loadBelowTheFold()).SkillsSection }));
const ProjectsSection = lazy(async () => ({ default: (await loadBelowTheFold()).ProjectsSection }));
const AvailabilitySection = lazy(async () => ({
  default: (await loadBelowTheFold()).AvailabilitySection,
}));
const ContactSection = lazy(async () => ({ default: (await loadBelowTheFold()).ContactSection }));
const SiteFooter = lazy(async () => ({ default: (await loadBelowTheFold()).SiteFooter }));

const SECTION_WAIT_MS = 5000;

/**
 * Arriving at `/#section` from another page lands on that section once it has rendered (a
 * prerendered page already has it; a client-side navigation renders it a moment later).
 */
function useInitialHashScroll(): void {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    const deadline = performance.now() + SECTION_WAIT_MS;
    let frame = 0;
    const attempt = (): void => {
      if (scrollToSection(id) || performance.now() > deadline) return;
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** Parts other features provide; the app layer passes them in (features never import each other). */
export interface HomeSlots {
  /** Below the contact information: the Send a Message form. */
  contactForm?: ReactNode;
  /** Below the skills: the endorsements panel. */
  endorsements?: ReactNode;
  /** In the footer: the newsletter form. */
  newsletter?: ReactNode;
}

interface HomePageProps {
  onShare: () => void;
  onInstall: () => void;
  slots?: HomeSlots;
}

/** SPEC §1's sections in order, then the footer; the app layer supplies what the buttons open. */
export const HomePage = memo(function HomePage({ onShare, onInstall, slots = {} }: HomePageProps) {
  useInitialHashScroll();
  return (
    <>
      <main>
        <HeroSection onShare={onShare} />
        {/* Holds the space the sections will take, so nothing below the hero jumps (CLS). */}
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
          <AboutSection />
        </Suspense>
        <Suspense>
          <ExperienceSection />
        </Suspense>
        <Suspense>
          <SkillsSection endorsements={slots.endorsements} />
        </Suspense>
        <Suspense>
          <ProjectsSection />
        </Suspense>
        <Suspense>
          <AvailabilitySection />
        </Suspense>
        <Suspense>
          <ContactSection form={slots.contactForm} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter onInstall={onInstall} onShare={onShare} newsletter={slots.newsletter} />
      </Suspense>
    </>
  );
});
