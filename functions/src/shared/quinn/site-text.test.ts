import { describe, expect, it } from 'vitest';
import { defaultContent } from '../content/defaults';
import { CONTENT_DOCUMENT_IDS, type SiteContent } from '../content/documents';
import { createQuinn } from './engine';
import { siteTexts } from './site-text';

const ask = (content: SiteContent, message: string) =>
  createQuinn(content).answer(message).response;

describe('what Quinn can find on the site', () => {
  it('indexes every document the owner publishes, except the secrets and the theme', () => {
    const documents = new Set(siteTexts(defaultContent).map((text) => text.id.split('.')[0]));
    for (const id of CONTENT_DOCUMENT_IDS) {
      expect(documents.has(`page:${id}`), id).toBe(id !== 'easter-eggs' && id !== 'theme');
    }
  });

  it('finds a meeting type the owner added, with no code of its own', () => {
    const content: SiteContent = {
      ...defaultContent,
      'meeting-types': {
        meetingTypes: [
          ...defaultContent['meeting-types'].meetingTypes,
          { id: 'board', label: 'Board Advisory Retainer' },
        ],
      },
    };
    const before = ask(defaultContent, 'board advisory retainer?');
    expect(before.message).not.toContain('Board Advisory Retainer');
    const after = ask(content, 'board advisory retainer?');
    expect(after.message).toBe('Meeting types: Board Advisory Retainer.');
    expect(after.source).toEqual({ section: 'availability', label: 'Availability' });
  });

  it('finds a text field of a document by the words in it', () => {
    const content: SiteContent = {
      ...defaultContent,
      'mini-games': {
        ...defaultContent['mini-games'],
        skillMatcher: { ...defaultContent['mini-games'].skillMatcher, title: 'Pairing Puzzle' },
      },
    };
    expect(ask(content, 'pairing puzzle').message).toBe('Pairing Puzzle.');
  });

  it('quotes an item with everything it says, and names the section it comes from', () => {
    const achievement = defaultContent.achievements.achievements[0];
    if (!achievement) throw new Error('the built-in content has achievements');
    const { message, source } = ask(defaultContent, `${achievement.title}?`);
    expect(message.startsWith(`${achievement.title}: ${achievement.description}`)).toBe(true);
    expect(source).toEqual({ section: 'about', label: 'About Me' });
  });

  it('never tells an easter egg', () => {
    for (const egg of defaultContent['easter-eggs'].easterEggs) {
      const { message } = ask(defaultContent, `${egg.label} ${egg.hint}`);
      expect(message).not.toContain(egg.hint);
      expect(message).not.toContain(egg.message);
    }
  });

  it('still says it did not understand words the site does not hold', () => {
    expect(ask(defaultContent, 'zxqv plomb').category).toBe('fallback');
  });
});
