import { Suspense, useCallback, useMemo, useState } from 'react';
import type { Payment, PaymentRecorded } from '@shared/payments';
import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { ClientOnly } from '@/components/ui/client-only';
import { HomePage } from '@/features/home/components/home-page';
import { availabilityKeys } from '@/features/availability/api/query-keys';
import type { AvailabilitySource } from '@/features/meetings/hooks/use-availability';
import { lazyComponentNear } from '@/lib/lazy-component';
import { lazyStyled } from '@/theme/styled-lazy';
import { afterLoad } from './after-load';

// Optional on first paint: loaded when opened (with MUI, which the hero does not use).
const SharePortfolioDialog = lazyStyled(
  async () =>
    (await import('@/features/share/components/share-portfolio-dialog')).SharePortfolioDialog,
);
const InstallAppDialog = lazyStyled(
  async () => (await import('@/features/install/components/install-app-dialog')).InstallAppDialog,
);

// After the page has loaded, one per idle period, each with its code fetched first.
const IntroOverlay = afterLoad(
  async () => (await import('@/features/intro/components/intro-overlay')).IntroOverlay,
);
const SystemStatusWidget = afterLoad(
  async () =>
    (await import('@/features/system-status/components/system-status-widget')).SystemStatusWidget,
);
const BackgroundAnimation = afterLoad(
  async () =>
    (await import('@/features/background/components/background-animation')).BackgroundAnimation,
);
const FloatingPanels = afterLoad(
  async () => (await import('./floating-panels/floating-panels')).FloatingPanels,
);

// Forms inside the home sections: prerendered with the page, and their code (the form engine and
// zod) loads once their place comes within a screen of the viewport. Until then their section keeps
// the prerendered markup: fields take typing (handed over on mount), a Send waits (web/boot.js)
// and a tapped button is tapped again once it is live (src/lib/early-tap.ts).
const ContactForm = lazyComponentNear(
  '#contact',
  async () => (await import('@/features/contact/components/contact-form')).ContactForm,
);
const SkillEndorsements = lazyComponentNear(
  '#skills',
  async () =>
    (await import('@/features/endorsements/components/skill-endorsements')).SkillEndorsements,
);
const NewsletterForm = lazyComponentNear(
  '#newsletter',
  async () => (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
);

// The booking wizard and the meeting scheduler depend on the visitor's clock, zone and the owner's
// free slots, so the build cannot prerender them: the HTML holds their space, and their code (and
// Luxon) loads once their place comes within a screen of the viewport.
const BookingWizard = lazyComponentNear(
  '#booking-wizard',
  async () => (await import('@/features/bookings/components/booking-wizard')).BookingWizard,
);
const MeetingScheduler = lazyComponentNear(
  '#meeting-scheduler',
  async () => (await import('@/features/meetings/components/meeting-scheduler')).MeetingScheduler,
);
// The owner's slots, read by the scheduler and (for the owner's zone) the wizard through one query.
const availabilitySource: AvailabilitySource = {
  queryKey: availabilityKeys.slots(),
  read: async (context, fresh) =>
    (await import('@/features/availability/api/get-availability')).readAvailability(context, fresh),
};
/** The wizard's payment call (the payments feature's), its code fetched with the first payment. */
function createPaymentSender(): (payment: Payment) => Promise<PaymentRecorded> {
  let send: ((payment: Payment) => Promise<PaymentRecorded>) | undefined;
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
            url={profile.siteUrl}
            title={seo.title}
            text={seo.description}
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
