import { Suspense, useCallback, useMemo, useState } from 'react';
import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { HomePage } from '@/features/home/components/home-page';
import { lazyComponent } from '@/lib/lazy-component';
import { AfterLoad } from './after-load';

// Optional on first paint: loaded when opened.
const SharePortfolioDialog = lazyComponent(
  async () =>
    (await import('@/features/share/components/share-portfolio-dialog')).SharePortfolioDialog,
);
const InstallAppDialog = lazyComponent(
  async () => (await import('@/features/install/components/install-app-dialog')).InstallAppDialog,
);

// After the page has loaded, one per idle period (AfterLoad fetches their code first).
const loadIntro = async () =>
  (await import('@/features/intro/components/intro-overlay')).IntroOverlay;
const IntroOverlay = lazyComponent(loadIntro);
const loadSystemStatus = async () =>
  (await import('@/features/system-status/components/system-status-widget')).SystemStatusWidget;
const SystemStatusWidget = lazyComponent(loadSystemStatus);
const loadBackground = async () =>
  (await import('@/features/background/components/background-animation')).BackgroundAnimation;
const BackgroundAnimation = lazyComponent(loadBackground);
const loadFloatingPanels = async () =>
  (await import('./floating-panels/floating-panels')).FloatingPanels;
const FloatingPanels = lazyComponent(loadFloatingPanels);

// Forms inside the home sections: prerendered with the page, hydrated with their section.
const ContactForm = lazyComponent(
  async () => (await import('@/features/contact/components/contact-form')).ContactForm,
);
const SkillEndorsements = lazyComponent(
  async () =>
    (await import('@/features/endorsements/components/skill-endorsements')).SkillEndorsements,
);
const NewsletterForm = lazyComponent(
  async () => (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
);

/** `/`: the home page plus the overlays, widgets and dialogs other features provide. */
export function HomeRoute() {
  const [dialog, setDialog] = useState<'share' | 'install' | null>(null);
  // Stable, so the (memoised) page does not re-render when an overlay appears.
  const openShare = useCallback(() => setDialog('share'), []);
  const openInstall = useCallback(() => setDialog('install'), []);
  const slots = useMemo(
    () => ({
      contactForm: <ContactForm />,
      endorsements: <SkillEndorsements />,
      newsletter: <NewsletterForm variant="footer" />,
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
      <AfterLoad load={loadIntro}>
        <IntroOverlay />
      </AfterLoad>
      <AfterLoad load={loadSystemStatus}>
        <SystemStatusWidget />
      </AfterLoad>
      <AfterLoad load={loadBackground}>
        <BackgroundAnimation />
      </AfterLoad>
      <AfterLoad load={loadFloatingPanels}>
        <FloatingPanels />
      </AfterLoad>
    </>
  );
}
