import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@shared/content/profile';
import { projects } from '@shared/content/projects';
import { MemoryRouter } from 'react-router-dom';
import type { SessionState } from '@/lib/session';
import { forgetContactPhone } from '@/features/contact-phone/hooks/use-contact-phone';
import { AboutSection } from '@/features/home/components/about-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProjectsSection } from '@/features/home/components/projects-section';
import { ACCESS_STORAGE_KEYS } from '@/lib/access-grant';
import {
  contactPhoneAnswer,
  homeParts,
  resetAccessGrants,
  SIGNED_IN,
  TEST_PHONE,
  TEST_TEL,
} from '@/testing/home';
// Loaded with the test file: the answer's schema, which the page loads with its first request
// for the number, so the test measures what the page does, not how long that first load takes.
import '@shared/contact-phone';

const mocks = vi.hoisted(() => ({ session: { status: 'loading' } as SessionState }));
vi.mock('@/lib/session', () => ({
  useSession: () => mocks.session,
  onSignOut: () => () => undefined,
}));

function Page() {
  return (
    <MemoryRouter>
      <HeroSection
        onShare={() => undefined}
        cvDownload={homeParts.cvDownload}
        phoneButton={homeParts.phoneButton}
      />
      <AboutSection phone={homeParts.aboutPhone} />
      <ProjectsSection verifyDialog={homeParts.verifyProjects} />
      <ContactSection phone={homeParts.contactPhone} />
    </MemoryRouter>
  );
}

function storeGrants(): void {
  const later = String(Date.now() + 60 * 60 * 1000);
  localStorage.setItem(ACCESS_STORAGE_KEYS.phone, later);
  localStorage.setItem(ACCESS_STORAGE_KEYS.projects, later);
}

const linkedProject = projects.find((project) => project.link);

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  resetAccessGrants();
  forgetContactPhone();
  mocks.session = SIGNED_IN;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(contactPhoneAnswer())),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

describe('first render of the gated parts (prerendered, then hydrated)', () => {
  it('renders the same markup whatever this browser has stored', () => {
    const without = renderToString(<Page />);
    storeGrants();
    const withGrants = renderToString(<Page />);
    expect(withGrants).toBe(without);
  });

  it('prerenders the masked phone, the locked projects, and every project title and description', () => {
    storeGrants();
    const html = renderToString(<Page />);
    expect(html).not.toContain('tel:');
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    const text = parsed.textContent ?? '';
    expect(text).toContain(profile.phoneMasked);
    expect(text).toContain('Click to reveal');
    expect(text).toContain('Verify email to view details');
    for (const project of projects) {
      expect(text).toContain(project.title);
      expect(text).toContain(project.description);
    }
  });

  it('hydrates the prerendered markup without a mismatch, then shows the stored access', async () => {
    mocks.session = { status: 'loading' };
    const html = renderToString(<Page />);
    storeGrants();
    mocks.session = SIGNED_IN;
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();

    const about = screen.getByRole('region', { name: 'About Me' });
    expect(await within(about).findByRole('link', { name: TEST_PHONE })).toHaveAttribute(
      'href',
      TEST_TEL,
    );
    expect(screen.queryByRole('button', { name: 'Verify email to view details' })).toBeNull();
    if (linkedProject?.link) {
      expect(screen.getByRole('link', { name: linkedProject.link.text })).not.toHaveAttribute(
        'aria-describedby',
      );
    }
  });
});
