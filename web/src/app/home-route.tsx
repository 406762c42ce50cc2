import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { HomePage } from '@/features/home/components/home-page';
import { AfterLoad } from './after-load';

// Optional on first paint: loaded when opened, or once the page has finished loading.
const SharePortfolioDialog = lazy(async () => ({
  default: (await import('@/features/share/components/share-portfolio-dialog'))
    .SharePortfolioDialog,
}));
const InstallAppDialog = lazy(async () => ({
  default: (await import('@/features/install/components/install-app-dialog')).InstallAppDialog,
}));
// After the page has loaded, one per idle period (AfterLoad).
const loadIntro = () => import('@/features/intro/components/intro-overlay');
const IntroOverlay = lazy(async () => ({ default: (await loadIntro()).IntroOverlay }));
const loadBackground = () => import('@/features/background/components/background-animation');
const BackgroundAnimation = lazy(async () => ({
  default: (await loadBackground()).BackgroundAnimation,
}));
const loadFloatingPanels = () => import('./floating-panels/floating-panels');
const FloatingPanels = lazy(async () => ({ default: (await loadFloatingPanels()).FloatingPanels }));

// Forms inside the home sections: prerendered with the page, hydrated with their section.
const ContactForm = lazy(async () => ({
  default: (await import('@/features/contact/components/contact-form')).ContactForm,
}));
const SkillEndorsements = lazy(async () => ({
  default: (await import('@/features/endorsements/components/skill-endorsements'))
    .SkillEndorsements,
}));
const NewsletterForm = lazy(async () => ({
  default: (await import('@/features/newsletter/components/newsletter-form')).NewsletterForm,
}));

const loadSystemStatus = () => import('@/features/system-status/components/system-status-widget');
const SystemStatusWidget = lazy(async () => ({
  default: (await loadSystemStatus()).SystemStatusWidget,
}));

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
