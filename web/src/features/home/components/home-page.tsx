import { memo, Suspense, useEffect, type ReactNode } from 'react';
import type { DialogProps } from '@/components/ui/dialog-props';
import { part, type PartOptions } from '@/lib/start/part';
import { scrollToSection } from '@/lib/scroll';
import { HeroSection, type HeroParts } from './hero-section';

// The sections below the hero are readable from the prerendered HTML before any script runs. Each
// one's code arrives once the page has loaded and the section comes into view, and it hydrates
// then (progressive hydration): the first load carries only the header and the hero, a phone's
// main thread never adopts (or even evaluates the code of) the whole page at once, and a visit
// that stays at the top loads only what is in view (on a phone, neither sections nor MUI). A tap
// in a section before then is made again once it is live (early taps, docs/first-load.md). One
// chunk and one Suspense boundary per section, each with MUI's runtime and theme (loaded with the
// first). A page rendered in the browser (not prerendered) shows every section at once.
const inView = (selector: string): PartOptions => ({
  when: { near: selector, inView: true, afterPageLoad: true },
  mui: true,
});

const AboutSection = part(
  async () => (await import('./about-section')).AboutSection,
  inView('#about'),
);
const ExperienceSection = part(
  async () => (await import('./experience-section')).ExperienceSection,
  inView('#experience'),
);
const SkillsSection = part(
  async () => (await import('./skills-section')).SkillsSection,
  inView('#skills'),
);
const ProjectsSection = part(
  async () => (await import('./projects-section')).ProjectsSection,
  inView('#projects'),
);
const AvailabilitySection = part(
  async () => (await import('./availability-section')).AvailabilitySection,
  inView('#availability'),
);
const ContactSection = part(
  async () => (await import('./contact-section')).ContactSection,
  inView('#contact'),
);
const SiteFooter = part(async () => (await import('./site-footer')).SiteFooter, inView('footer'));

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
export interface HomeSlots extends HeroParts {
  /** On the phone lines of About and of Contact: the phone reveal. */
  aboutPhone?: ReactNode;
  contactPhone?: ReactNode;
  /** In the projects section, once a visitor asks to verify: the email verification dialog. */
  verifyProjects?: (dialog: DialogProps) => ReactNode;
  /** Below the contact information: the Send a Message form. */
  contactForm?: ReactNode;
  /** Below the skills: the endorsements panel. */
  endorsements?: ReactNode;
  /** In the footer: the newsletter form. */
  newsletter?: ReactNode;
  /** In the availability section, after the badges: the service booking wizard. */
  bookingWizard?: ReactNode;
  /** In the availability section, after the wizard: the meeting scheduler. */
  meetingScheduler?: ReactNode;
}

interface HomePageProps {
  onShare: () => void;
  onInstall: () => void;
  slots?: HomeSlots;
}

/** The home sections in order, then the footer; the app layer supplies what the buttons open. */
export const HomePage = memo(function HomePage({ onShare, onInstall, slots = {} }: HomePageProps) {
  useInitialHashScroll();
  return (
    <>
      <main>
        <HeroSection
          onShare={onShare}
          cvDownload={slots.cvDownload}
          phoneButton={slots.phoneButton}
        />
        {/* Holds the space the sections will take, so nothing below the hero jumps (CLS). */}
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          <AboutSection phone={slots.aboutPhone} />
        </Suspense>
        <Suspense>
          <ExperienceSection />
        </Suspense>
        <Suspense>
          <SkillsSection endorsements={slots.endorsements} />
        </Suspense>
        <Suspense>
          <ProjectsSection verifyDialog={slots.verifyProjects} />
        </Suspense>
        <Suspense>
          <AvailabilitySection
            bookingWizard={slots.bookingWizard}
            meetingScheduler={slots.meetingScheduler}
          />
        </Suspense>
        <Suspense>
          <ContactSection form={slots.contactForm} phone={slots.contactPhone} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter onInstall={onInstall} onShare={onShare} newsletter={slots.newsletter} />
      </Suspense>
    </>
  );
});
