import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Payment, PaymentRecorded } from '@shared/payments';
import { ClientOnly } from '@/components/ui/client-only';
import type { DialogProps } from '@/components/ui/dialog-props';
import { HeroPhoneButton } from '@/features/contact-phone/components/hero-phone-button';
import { CvDownloadButton } from '@/features/cv/components/cv-download-button';
import { HomePage } from '@/features/home/components/home-page';
import { availabilityKeys } from '@/features/availability/api/query-keys';
import type { AvailabilitySource } from '@/features/meetings/hooks/use-availability';
import { part } from '@/lib/start/part';
import { siteContent } from '@/lib/content/site-content';
import type { Sent } from '@/lib/submit';
import './home-route.css';

// Optional on first paint: loaded when opened (with MUI, which the hero does not use).
const SharePortfolioDialog = part(
  async () =>
    (await import('@/features/share/components/share-portfolio-dialog')).SharePortfolioDialog,
  { when: 'first-use', mui: true },
);
const InstallAppDialog = part(
  async () => (await import('@/features/install/components/install-app-dialog')).InstallAppDialog,
  { when: 'first-use', mui: true },
);

// In the hero, so in the first load: plain markup; what they open loads on the first click.
const heroParts = {
  cvDownload: <CvDownloadButton />,
  phoneButton: (link: { label: string; icon: ReactNode }) => <HeroPhoneButton {...link} />,
};

// The phone reveal in About and Contact (inside their MUI scope): its code is fetched when the
// first of them comes into view, as theirs is; until it is live, its own Suspense boundary keeps
// the prerendered markup.
const PhoneReveal = part(
  async () => (await import('@/features/contact-phone/components/phone-reveal')).PhoneReveal,
  { when: { near: '#about, #contact', inView: true, afterPageLoad: true }, mui: 'inside' },
);
// Inside the projects section (with MUI already), loaded when a visitor first asks to verify.
const VerifyProjectsDialog = part(
  async () =>
    (await import('@/features/project-access/components/verify-projects-dialog'))
      .VerifyProjectsDialog,
  { when: 'first-use', mui: 'inside' },
);

// After the page has loaded, one per idle period, each with its code fetched first.
// Plain markup: what they draw with MUI (a panel) loads when it is first shown or reached for.
const afterLoad = { when: 'after-load', mui: false } as const;
const IntroOverlay = part(
  async () => (await import('@/features/intro/components/intro-overlay')).IntroOverlay,
  afterLoad,
);
const SystemStatusWidget = part(
  async () =>
    (await import('@/features/system-status/components/system-status-widget')).SystemStatusWidget,
  afterLoad,
);
const BackgroundAnimation = part(
  async () =>
    (await import('@/features/background/components/background-animation')).BackgroundAnimation,
  afterLoad,
);
const FloatingPanels = part(
  async () => (await import('./floating-panels/floating-panels')).FloatingPanels,
  afterLoad,
);

// Forms inside the home sections: prerendered with the page, and their code (the form engine and
// zod) loads once their place comes within a screen of the viewport. Until then their section keeps
// the prerendered markup: fields take typing (handed over on mount), a Send waits (web/boot.js)
// and a tapped button is tapped again once it is live (src/lib/start/early-taps.ts). Inside their
// section's MUI scope.
const ContactForm = part(
  async () => (await import('@/features/contact/components/contact-form')).ContactForm,
  { when: { near: '#contact' }, mui: 'inside' },
);
const SkillEndorsements = part(
  async () =>
    (await import('@/features/endorsements/components/skill-endorsements')).SkillEndorsements,
  { when: { near: '#skills' }, mui: 'inside' },
);
const NewsletterForm = part(
  async () => (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
  { when: { near: '#newsletter' }, mui: 'inside' },
);

// The booking wizard and the meeting scheduler depend on the visitor's clock, zone and the owner's
// free slots, so the build cannot prerender them: the HTML holds their space, and their code (and
// Luxon) loads once their place comes within a screen of the viewport.
const BookingWizard = part(
  async () => (await import('@/features/bookings/components/booking-wizard')).BookingWizard,
  { when: { near: '#booking-wizard' }, mui: 'inside' },
);
const MeetingScheduler = part(
  async () => (await import('@/features/meetings/components/meeting-scheduler')).MeetingScheduler,
  { when: { near: '#meeting-scheduler' }, mui: 'inside' },
);
// The owner's slots, read by the scheduler and (for the owner's zone) the wizard through one query.
const availabilitySource: AvailabilitySource = {
  queryKey: availabilityKeys.slots(),
  read: async (context, fresh) =>
    (await import('@/features/availability/api/get-availability')).readAvailability(context, fresh),
};
/** The wizard's payment call (the payments feature's), its code fetched with the first payment. */
function createPaymentSender(): (payment: Payment) => Promise<Sent<PaymentRecorded>> {
  let send: ((payment: Payment) => Promise<Sent<PaymentRecorded>>) | undefined;
  return async (payment) => {
    send ??= (await import('@/features/payments/api/process-payment')).createPaymentSender();
    return send(payment);
  };
}

/**
 * Their first screen's height (step 1; the calendar with no day chosen), measured at 1280 and
 * 390 px: home-route.css, by the class named here.
 */
const reserve = (name: 'booking-wizard' | 'meeting-scheduler') => (
  <div className={`reserve-${name}`} aria-hidden />
);

/** `/`: the home page plus the overlays, widgets and dialogs other features provide. */
export function HomeRoute() {
  const [dialog, setDialog] = useState<'share' | 'install' | null>(null);
  // A first visit's intro journey covers the whole page: the background waits until it is over.
  const [introActive, setIntroActive] = useState(false);
  // Stable, so the (memoised) page does not re-render when an overlay appears.
  const openShare = useCallback(() => setDialog('share'), []);
  const openInstall = useCallback(() => setDialog('install'), []);
  const slots = useMemo(
    () => ({
      ...heroParts,
      aboutPhone: <PhoneReveal />,
      contactPhone: <PhoneReveal bold />,
      verifyProjects: (dialog: DialogProps) => <VerifyProjectsDialog {...dialog} />,
      contactForm: <ContactForm />,
      endorsements: <SkillEndorsements />,
      newsletter: <NewsletterForm variant="footer" />,
      bookingWizard: (
        <ClientOnly fallback={reserve('booking-wizard')}>
          <BookingWizard
            availabilitySource={availabilitySource}
            createPaymentSender={createPaymentSender}
          />
        </ClientOnly>
      ),
      meetingScheduler: (
        <ClientOnly fallback={reserve('meeting-scheduler')}>
          <MeetingScheduler availabilitySource={availabilitySource} />
        </ClientOnly>
      ),
    }),
    [],
  );
  return (
    <>
      <HomePage onShare={openShare} onInstall={openInstall} slots={slots} />
      <Suspense fallback={null}>
        {dialog === 'share' && (
          <SharePortfolioDialog
            open
            onClose={() => setDialog(null)}
            url={siteContent('profile').profile.siteUrl}
            title={siteContent('seo').seo.title}
            text={siteContent('seo').seo.description}
          />
        )}
        {dialog === 'install' && <InstallAppDialog open onClose={() => setDialog(null)} />}
      </Suspense>
      <IntroOverlay onActiveChange={setIntroActive} />
      <SystemStatusWidget />
      <BackgroundAnimation covered={introActive} />
      <FloatingPanels />
    </>
  );
}
