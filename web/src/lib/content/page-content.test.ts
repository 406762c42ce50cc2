import { afterEach, describe, expect, it } from 'vitest';
import { defaultContent } from '@shared/content/defaults';
import { pageContentBlock } from '@shared/content/page-content';
import { adoptPageContent, LAST_PAGE_CONTENT_KEY } from './page-content';
import { setSiteContent, siteContent } from './site-content';

const published = {
  profile: {
    ...defaultContent.profile,
    profile: { ...defaultContent.profile.profile, headline: 'Published <b>headline</b>' },
  },
};

function drawnWith(block: string): void {
  document.body.innerHTML = block;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  setSiteContent(defaultContent);
});

describe('the content a page renders with', () => {
  it('is the block a page from the server carries, as text', () => {
    drawnWith(pageContentBlock(published));
    adoptPageContent(true);
    expect(siteContent('profile')).toEqual(published.profile);
    expect(siteContent('hero')).toBe(defaultContent.hero);
  });

  it('follows the last public page on a signed-in shell, which carries none', () => {
    drawnWith(pageContentBlock(published));
    adoptPageContent(true);
    setSiteContent(defaultContent);
    document.body.innerHTML = '';
    adoptPageContent(false);
    expect(siteContent('profile')).toEqual(published.profile);
  });

  it('goes back to the built-in content once a public page comes with no block', () => {
    drawnWith(pageContentBlock(published));
    adoptPageContent(true);
    document.body.innerHTML = '';
    adoptPageContent(true);
    expect(localStorage.getItem(LAST_PAGE_CONTENT_KEY)).toBeNull();
    adoptPageContent(false);
    expect(siteContent('profile')).toBe(defaultContent.profile);
  });

  it('keeps the built-in document where a kept one does not have its shape', () => {
    localStorage.setItem(LAST_PAGE_CONTENT_KEY, JSON.stringify({ profile: { profile: {} } }));
    adoptPageContent(false);
    expect(siteContent('profile')).toBe(defaultContent.profile);
    localStorage.setItem(LAST_PAGE_CONTENT_KEY, '{not json');
    adoptPageContent(false);
    expect(siteContent('profile')).toBe(defaultContent.profile);
  });
});
