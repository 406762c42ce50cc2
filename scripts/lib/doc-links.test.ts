import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './project-config.js';

/**
 * Every relative link in the repository's Markdown (README.md, docs/, and any other *.md outside
 * node_modules and git-ignored folders) points at a file that exists, and a link with `#anchor` at
 * a heading of its target. Paths written in code spans from a top-level folder (`web/boot.js`)
 * are held to the same rule, since the docs name files that way as often as they link them.
 */

/** The .gitignore rules this checker needs: a name anywhere, or a path from the root. */
function ignoreRules(root: string): ((relative: string) => boolean)[] {
  const file = path.join(root, '.gitignore');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const globToRegex = (glob: string): string =>
    glob
      .split('*')
      .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const pattern = line.replace(/\/+$/, '');
      if (pattern.includes('/')) {
        const prefix = new RegExp(`^${globToRegex(pattern.replace(/^\//, ''))}(/|$)`);
        return (relative: string) => prefix.test(relative);
      }
      const name = new RegExp(`^${globToRegex(pattern)}$`);
      return (relative: string) => relative.split('/').some((segment) => name.test(segment));
    });
}

const IGNORED = ignoreRules(ROOT);
const isIgnored = (relative: string): boolean =>
  relative.split('/').includes('node_modules') || IGNORED.some((rule) => rule(relative));

/** Every Markdown file of the repository, as paths from the root. */
function markdownFiles(root: string, folder = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.name === '.git' || isIgnored(relative)) continue;
    if (entry.isDirectory()) found.push(...markdownFiles(root, relative));
    else if (entry.isFile() && entry.name.endsWith('.md')) found.push(relative);
  }
  return found.sort();
}

/** GitHub's anchor for a heading: lowercase, punctuation other than `-` and `_` dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

interface Line {
  number: number;
  text: string;
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (opening?.startsWith(fence[0] ?? '') && opening.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    lines.push({ number: index + 1, text });
  });
  return lines;
}

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

interface Link {
  line: number;
  /** As written: `[text](target)`, or the code span. */
  written: string;
  target: string;
  /** Written as a code span: only the file is checked, from the repository's root. */
  codeSpan?: boolean;
}

/** Code spans that name a file from one of the repository's top-level folders. */
const topFolders = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules')
  .map((entry) => entry.name);

/**
 * The relative links of a Markdown file: inline links and images, reference definitions, and
 * code spans that are a path from a top-level folder. Links with a scheme (`https:`, `mailto:`)
 * are left out, and so are code spans with a placeholder or a wildcard in them.
 */
function linksOf(markdown: string, folders: readonly string[] = topFolders): Link[] {
  const links: Link[] = [];
  const fromTop = new RegExp(
    `^(?:${folders.map((name) => name.replace(/[.]/g, '\\.')).join('|')})/[^\\s<>*{}]*$`,
  );
  for (const { number, text } of proseLines(markdown)) {
    const spans: string[] = [];
    const prose = text.replace(/(`+)(.+?)\1/g, (_span, _ticks: string, code: string) => {
      spans.push(code.trim());
      return ' ';
    });
    for (const code of spans) {
      if (folders.length > 0 && fromTop.test(code))
        links.push({ line: number, written: `\`${code}\``, target: code, codeSpan: true });
    }
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*(?:<([^>]*)>|([^)\s]*))[^)]*\)/g))
      links.push({ line: number, written: match[0], target: match[1] ?? match[2] ?? '' });
    const definition = /^ {0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/.exec(prose);
    if (definition)
      links.push({
        line: number,
        written: definition[0],
        target: definition[1] ?? definition[2] ?? '',
      });
  }
  return links.filter(
    ({ target }) =>
      target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'),
  );
}

/** `%20` and the like decoded; a malformed escape left as written (and then not found). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What is wrong with each link of `file` (a path from `root`), as `file:line: link: reason`. */
function linkProblems(root: string, file: string): string[] {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const problems: string[] = [];
  for (const link of linksOf(markdown)) {
    const hash = link.target.indexOf('#');
    const filePart = (hash === -1 ? link.target : link.target.slice(0, hash)).replace(/\?.*$/, '');
    const anchor = hash === -1 ? undefined : decoded(link.target.slice(hash + 1));
    const target = link.codeSpan
      ? filePart.replace(/:\d+(?::\d+)?$/, '')
      : filePart === ''
        ? file
        : filePart.startsWith('/')
          ? decoded(filePart.slice(1))
          : path.posix.join(path.posix.dirname(file), decoded(filePart));
    const where = `${file}:${link.line}: ${link.written}`;
    if (link.codeSpan && isIgnored(target)) continue;
    if (target.startsWith('../') || !existsSync(path.join(root, target))) {
      problems.push(`${where}: no file ${target}`);
      continue;
    }
    if (link.codeSpan || anchor === undefined || anchor === '') continue;
    if (!target.endsWith('.md') || !statSync(path.join(root, target)).isFile()) continue;
    const anchors = anchorsOf(readFileSync(path.join(root, target), 'utf8'));
    if (!anchors.has(anchor)) problems.push(`${where}: no heading #${anchor} in ${target}`);
  }
  return problems;
}

describe('slug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(slug('What `npm start` does and prints')).toBe('what-npm-start-does-and-prints');
    expect(slug('Defaults, and why')).toBe('defaults-and-why');
    expect(slug("Portfolio — a technology founder's site")).toBe(
      'portfolio--a-technology-founders-site',
    );
    expect(slug('Parts: `part()` and `when`')).toBe('parts-part-and-when');
    expect(slug('The [Stripe](https://stripe.com) switch')).toBe('the-stripe-switch');
    expect(slug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
  });

  it('numbers a repeated heading as GitHub does', () => {
    expect([...anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```\n## Notes #\n')]).toEqual([
      'notes',
      'notes-1',
      'notes-2',
    ]);
  });
});

describe('linksOf', () => {
  it('finds relative links, images, definitions and code-span paths, outside code', () => {
    const markdown = [
      'See [Testing](testing.md#npm-scripts), ![icon](../web/public/icon.svg) and [top](#top).',
      'Not [web](https://example.com), [mail](mailto:a@example.com) nor `[code](x.md)`.',
      'The boot script is `web/boot.js`; `web/*.js` and `web/<page>.html` are patterns.',
      '```',
      '[inside](fenced.md)',
      '```',
      '[ref]: <docs/a b.md>',
    ].join('\n');
    expect(linksOf(markdown, ['web', 'docs']).map(({ line, target }) => [line, target])).toEqual([
      [1, 'testing.md#npm-scripts'],
      [1, '../web/public/icon.svg'],
      [1, '#top'],
      [3, 'web/boot.js'],
      [7, 'docs/a b.md'],
    ]);
  });
});

describe('the links of the repository’s Markdown', () => {
  const files = markdownFiles(ROOT);

  it('reads README.md and every doc', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it.each(files)('%s: every link points at a file, and an anchor at a heading', (file) => {
    expect(linkProblems(ROOT, file)).toEqual([]);
  });
});
