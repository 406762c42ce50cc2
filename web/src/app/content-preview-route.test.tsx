import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultContent } from '@shared/content/defaults';
import { setSiteContent } from '@/lib/content/site-content';
import { ContentPreviewRoute } from './content-preview-route';

const { profile } = defaultContent.profile;

function open(document: string) {
  return render(
    <MemoryRouter initialEntries={[`/admin-content-preview?document=${document}`]}>
      <ContentPreviewRoute />
    </MemoryRouter>,
  );
}

/** A message as the editor (this test's window stands for the frame's parent) posts it. */
function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

const draft = (id: string, content: unknown, mode: 'light' | 'dark' = 'light') => ({
  type: 'content-preview:draft',
  id,
  content,
  mode,
});

afterEach(() => setSiteContent(defaultContent));

describe('the content preview page', () => {
  it('draws the page with the draft the editor sends, again with each change', () => {
    open('profile');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    post(
      draft('profile', {
        ...defaultContent.profile,
        profile: { ...profile, name: 'Ada Lovelace' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    post(
      draft('profile', {
        ...defaultContent.profile,
        profile: { ...profile, name: 'Grace Hopper' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('keeps the last draft that reads when one does not, and says so', () => {
    open('profile');
    post(
      draft('profile', {
        ...defaultContent.profile,
        profile: { ...profile, name: 'Ada Lovelace' },
      }),
    );
    post(draft('profile', { ...defaultContent.profile, profile: { ...profile, name: '' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This shows your last draft that could be published',
    );
  });

  it('takes drafts only from its own site, and only for its document', () => {
    open('profile');
    const renamed = { ...defaultContent.profile, profile: { ...profile, name: 'Mallory' } };
    post(draft('profile', renamed), 'https://elsewhere.example');
    post(draft('hero', defaultContent.hero));
    post({ type: 'something-else' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('draws in the mode the editor asks for, whatever the visitor chose', () => {
    localStorage.setItem('mui-mode', 'light');
    open('theme');
    post(draft('theme', { theme: { ...defaultContent.theme.theme, primary: '#7c3aed' } }, 'dark'));
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('light');
  });

  it('draws the SEO texts as a search result and a share card', () => {
    open('seo');
    const seo = { ...defaultContent.seo.seo, title: 'Ada Lovelace · Engines' };
    post(draft('seo', { seo }));
    expect(screen.getAllByText('Ada Lovelace · Engines')).toHaveLength(2);
    expect(screen.getAllByText(seo.description)).toHaveLength(2);
  });
});
