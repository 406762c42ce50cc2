import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isContentDocumentId,
  parseContent,
  type ContentDocument,
  type ContentDocumentId,
  type SiteContent,
} from '@shared/content/documents';
import { Alert } from '@/components/plain/alert';
import { HomePage, type HomeSlots } from '@/features/home/components/home-page';
import { allSiteContent, setSiteContent } from '@/lib/content/site-content';
import {
  fromOwnWindow,
  PREVIEW_READY,
  previewDraftSchema,
  type PreviewDraft,
} from '@/lib/content/preview-messages';
import { loadStyledScope } from '@/lib/start/mui-stages';
import { part } from '@/lib/start/part';
import { SiteThemeContext, siteThemeStore, useSiteTheme } from '@/theme/site-theme-context';
import { SearchPreview } from './search-preview';
import './content-preview-route.css';

/**
 * Where on the page each document shows: the home section the preview opens at (`null`: the top),
 * and what a reader should know when the document's words show somewhere the page cannot draw
 * here (a dialog, the chat panel, the booking wizard).
 */
const SHOWN_AT: {
  readonly [Id in ContentDocumentId]: { section: string | null; note?: string };
} = {
  profile: { section: null },
  hero: { section: null },
  'social-links': { section: 'contact' },
  experience: { section: 'experience' },
  skills: { section: 'skills' },
  projects: { section: 'projects' },
  availability: { section: 'availability' },
  'contact-items': { section: 'contact' },
  'intro-steps': {
    section: null,
    note: 'The intro journey opens over the page on a first visit, one step at a time.',
  },
  navigation: { section: 'about' },
  // Drawn as a search result and a share card instead (SearchPreview).
  seo: { section: null },
  services: {
    section: 'availability',
    note: 'Services and prices show in the booking wizard of this section and in Quinn’s answers.',
  },
  'meeting-types': {
    section: 'availability',
    note: 'Meeting types are offered in the meeting request form of this section.',
  },
  assistant: { section: null, note: 'Quinn’s texts show in the chat panel a visitor opens.' },
  achievements: { section: null, note: 'Achievements show in the overlay and their toasts.' },
  'easter-eggs': { section: null, note: 'Easter eggs stay hidden until a visitor finds one.' },
  'mini-games': { section: null, note: 'Mini-games open from the achievements overlay.' },
  theme: { section: null },
};

// MUI's root scope, which writes the theme's CSS variables (and the plain parts' colours follow
// them): the draft's theme and mode, where the page's HTML has the built-in theme's.
const PreviewStyles = part(
  async () => {
    const StyledScope = await loadStyledScope();
    return function PreviewStyles() {
      return <StyledScope root />;
    };
  },
  { when: 'with-page', mui: false },
);

function withDocument<Id extends ContentDocumentId>(
  site: SiteContent,
  id: Id,
  content: ContentDocument<Id>,
): SiteContent {
  return { ...site, [id]: content };
}

interface Shown {
  mode: PreviewDraft['mode'];
  /**
   * A new (empty) object per draft: HomePage is memoised and the draft lives outside React
   * (siteContent), so new slots are what make it draw again, in place, keeping the frame's scroll.
   */
  slots: HomeSlots;
  /** The last draft did not read (a field the form marks): the one before it is shown. */
  invalid: boolean;
}

/** Scrolls this frame (never the editor around it) to a section once it is drawn. */
function useOpenAt(section: string | null, mode: string): void {
  useEffect(() => {
    if (!section) return;
    const deadline = performance.now() + 5000;
    let frame = 0;
    const attempt = (): void => {
      const target = document.getElementById(section);
      if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY });
      else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [section, mode]);
}

/**
 * `/admin-content-preview?document=…`: the page as visitors will see it with the editor's draft
 * of one document, in the light or dark mode the editor asks for. The editor (its parent window)
 * sends the draft on every change; a draft that does not read leaves the last one that did.
 */
export function ContentPreviewRoute() {
  const [params] = useSearchParams();
  const asked = params.get('document') ?? '';
  const id: ContentDocumentId = isContentDocumentId(asked) ? asked : 'profile';
  // What the rest of the site says: the content this page started with (the last public page's).
  const [published] = useState(allSiteContent);
  const [shown, setShown] = useState<Shown>();
  const site = useSiteTheme();

  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      if (!fromOwnWindow(event, window.parent)) return;
      const message = previewDraftSchema.safeParse(event.data);
      if (!message.success || message.data.id !== id) return;
      const { mode } = message.data;
      const parsed = parseContent(id, message.data.content);
      if (parsed.success) setSiteContent(withDocument(published, id, parsed.content));
      setShown({ mode, slots: {}, invalid: !parsed.success });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [id, published]);

  const mode = shown?.mode ?? 'light';
  const draftTheme = id === 'theme' && shown ? allSiteContent().theme.theme : undefined;
  const theme = draftTheme ?? site.theme;
  // One store per mode: every MUI scope in the page starts in it (SiteThemeState.fixed).
  const store = useMemo(
    () => siteThemeStore({ theme: null, startMode: mode, fixed: true }),
    [mode],
  );
  useEffect(() => {
    if (theme) store.setTheme(theme);
  }, [store, theme]);
  useEffect(() => {
    // The plain parts (the hero) follow the attribute; MUI's scopes set it to the same mode.
    document.documentElement.setAttribute('data-color-scheme', mode);
  }, [mode]);
  const { section, note } = SHOWN_AT[id];
  useOpenAt(shown ? section : null, mode);

  if (!shown) return null;
  return (
    <SiteThemeContext key={mode} value={store}>
      <Suspense>
        <PreviewStyles />
      </Suspense>
      <div className="content-preview__notes">
        {shown.invalid && (
          <Alert severity="warning">
            This shows your last draft that could be published: fix the fields marked in the form.
          </Alert>
        )}
        {note && <p className="content-preview__note">{note}</p>}
      </div>
      {id === 'seo' ? (
        <SearchPreview
          seo={allSiteContent().seo.seo}
          owner={allSiteContent().profile.profile.name}
        />
      ) : (
        <HomePage onShare={noop} onInstall={noop} slots={shown.slots} />
      )}
    </SiteThemeContext>
  );
}

const noop = (): void => undefined;
