import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { profile } from '@shared/content/profile';
import { seo } from '@shared/content/seo';
import { HomePage } from '@/features/home/components/home-page';
import { pageLoadedAndIdle } from '@/lib/page-load';

// Optional on first paint: loaded when opened, or once the page has finished loading.
const SharePortfolioDialog = lazy(async () => ({
  default: (await import('@/features/share/components/share-portfolio-dialog'))
    .SharePortfolioDialog,
}));
const InstallAppDialog = lazy(async () => ({
  default: (await import('@/features/install/components/install-app-dialog')).InstallAppDialog,
}));
const IntroOverlay = lazy(async () => ({
  default: (await import('@/features/intro/components/intro-overlay')).IntroOverlay,
}));
const BackgroundAnimation = lazy(async () => ({
  default: (await import('@/features/background/components/background-animation'))
    .BackgroundAnimation,
}));
const ProjectIdeaLauncher = lazy(async () => ({
  default: (await import('@/features/project-inquiry/components/project-idea-launcher'))
    .ProjectIdeaLauncher,
}));

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

const SystemStatusWidget = lazy(async () => ({
  default: (await import('@/features/system-status/components/system-status-widget'))
    .SystemStatusWidget,
}));

function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    // A transition, so React finishes adopting the prerendered sections before this re-render.
    void pageLoadedAndIdle().then(() => mounted && startTransition(() => setReady(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}

/** `/`: the home page plus the overlays, widgets and dialogs other features provide. */
export function HomeRoute() {
  const [dialog, setDialog] = useState<'share' | 'install' | null>(null);
  const afterLoad = useAfterLoad();
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
  // SPEC §2: one floating panel open at a time (the chat panel joins this when it exists).
  const [floatingPanel, setFloatingPanel] = useState<'project' | null>(null);
  const setProjectPanelOpen = useCallback(
    (open: boolean) => setFloatingPanel(open ? 'project' : null),
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
        {afterLoad && <IntroOverlay />}
        {afterLoad && <SystemStatusWidget />}
        {afterLoad && <BackgroundAnimation />}
        {afterLoad && (
          <ProjectIdeaLauncher
            open={floatingPanel === 'project'}
            onOpenChange={setProjectPanelOpen}
          />
        )}
      </Suspense>
    </>
  );
}
