import { describe, expect, it } from 'vitest';
import { defaultContent } from './defaults';
import { CONTENT_DOCUMENT_IDS, isContentDocumentId, parseContent } from './documents';
import { projects } from './projects';
import { services } from './services';

describe('default content', () => {
  it('has a default for every content document', () => {
    expect(Object.keys(defaultContent).sort()).toEqual([...CONTENT_DOCUMENT_IDS].sort());
  });

  it.each(CONTENT_DOCUMENT_IDS)('content/%s parses with its schema, unchanged', (id) => {
    const result = parseContent(id, defaultContent[id]);
    // On failure the message names the document and the path of every invalid field.
    if (!result.success) expect.fail(result.message);
    // Equal after parsing: no field of the data is missing from its schema (it would be dropped).
    expect(result.content).toEqual(defaultContent[id]);
  });
});

describe('parseContent', () => {
  const [first, ...rest] = projects;

  it('names the document and the path of each invalid field', () => {
    const broken = {
      projects: [
        first,
        { ...rest[0], link: { text: 'Go', url: 'http://insecure.example.com', icon: 'external' } },
      ],
    };
    const result = parseContent('projects', broken);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toContain('content/projects is not valid');
    expect(result.message).toContain('projects[1].link.url');
    expect(result.message).toContain('Use a full https:// address.');
  });

  it('reports a repeated id at the item that repeats it', () => {
    const result = parseContent('projects', { projects: [first, first] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toContain('projects[1].id');
    expect(result.message).toContain(`Another item already has the id "${first?.id}".`);
  });

  it('rejects what is not a document at all', () => {
    const result = parseContent('seo', null);
    expect(result.success).toBe(false);
  });

  it('drops fields the schema does not know, so stored extras never reach the page', () => {
    const result = parseContent('seo', { ...defaultContent.seo, draftNote: 'unpublished' });
    expect(result).toEqual({ success: true, content: defaultContent.seo });
  });

  it('knows the document ids and nothing else', () => {
    expect(isContentDocumentId('projects')).toBe(true);
    expect(isContentDocumentId('toString')).toBe(false);
    expect(isContentDocumentId('users')).toBe(false);
  });

  it.each([
    [0, 'A paid session costs at least £1.'],
    [-40, 'A paid session costs at least £1.'],
    [1_500_000, 'Check the price: at most £10,000.'],
    [99.5, 'Use whole pounds.'],
    ['150', 'Enter the price in whole pounds.'],
  ])('refuses a price of %s with a message the owner can act on', (price, message) => {
    const priced = services.map((service, index) =>
      index === 1 ? { ...service, price } : service,
    );
    const result = parseContent('services', { services: priced });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toContain('services[1].price');
    expect(result.message).toContain(message);
  });

  it('refuses a javascript: address wherever a link is edited', () => {
    const result = parseContent('projects', {
      projects: [{ ...first, link: { text: 'Go', url: 'javascript:alert(1)', icon: 'external' } }],
    });
    expect(result.success).toBe(false);
  });
});
