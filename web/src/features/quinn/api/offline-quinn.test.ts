import { afterEach, describe, expect, it } from 'vitest';
import { defaultContent } from '@shared/content/defaults';
import type { SiteContent } from '@shared/content/documents';
import { setSiteContent } from '@/lib/content/site-content';
import { createOfflineQuinn } from './offline-quinn';

afterEach(() => setSiteContent(defaultContent));

describe('Quinn offline', () => {
  it('answers from the content the page was drawn with, not the built-in one', async () => {
    const [first, ...rest] = defaultContent.services.services;
    if (!first) throw new Error('the built-in catalogue has services');
    const published: SiteContent = {
      ...defaultContent,
      services: { services: [{ ...first, price: 345 }, ...rest] },
    };
    setSiteContent(published);
    const answer = await createOfflineQuinn()(`How much is a ${first.name} session?`);
    expect(answer.message).toContain('£345');
    expect(answer.message).not.toContain(`£${first.price} for`);
  });
});
