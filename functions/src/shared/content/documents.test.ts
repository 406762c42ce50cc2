import { describe, expect, it } from 'vitest';
import { defaultContent } from './defaults';
import { CONTENT_DOCUMENT_IDS, isContentDocumentId, parseContent } from './documents';
import { projects } from './projects';

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
});
