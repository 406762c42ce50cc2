import Box from '@mui/material/Box';
import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { nearViewport } from '@/lib/near-viewport';
import { pageLoaded } from '@/lib/page-load';
import { scrollToSection } from '@/lib/scroll';
import { HeroSection } from './hero-section';

type BelowTheFold = Awaited<ReturnType<typeof loadBelowTheFold>>;

// The sections below the hero are readable from the prerendered HTML before any script runs. Their
// code arrives once the page has loaded, and each one hydrates when it comes within a screen of
// the viewport (progressive hydration): the first load carries only the header and the hero, and
// a phone's main thread never adopts the whole page at once. One chunk, one Suspense boundary per
// section. A page rendered in the browser (not prerendered) shows every section at once.
const loadBelowTheFold = () => import('./below-the-fold');
function section<K extends keyof BelowTheFold>(name: K, selector: string) {
  return lazy(async () => {
    await pageLoaded();
    await nearViewport(selector);
    return { default: (await loadBelowTheFold())[name] };
  });
}
const AboutSection = section('AboutSection', '#about');
const ExperienceSection = section('ExperienceSection', '#experience');
const SkillsSection = section('SkillsSection', '#skills');
const ProjectsSection = section('ProjectsSection', '#projects');
const AvailabilitySection = section('AvailabilitySection', '#availability');
const ContactSection = section('ContactSection', '#contact');
const SiteFooter = section('SiteFooter', 'footer');

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
  /** In the availability section, after the badges: the service booking wizard (SPEC §1). */
  bookingWizard?: ReactNode;
  /** In the availability section, after the wizard: the meeting scheduler (SPEC §1). */
  meetingScheduler?: ReactNode;
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
          <AvailabilitySection
            bookingWizard={slots.bookingWizard}
            meetingScheduler={slots.meetingScheduler}
          />
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
