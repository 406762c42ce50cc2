import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  hostingRewriteErrors,
  plainPageErrors,
  withPageRewrites,
  type PageFile,
} from './page-files';
import { defaultContent } from '../functions/src/shared/content/defaults';
import { headTags } from '../functions/src/shared/content/head-tags';
import type { PrerenderedPage } from './src/prerender';
import {
  CONTENT_MARK,
  fillSitePage,
  keptInPlace,
  ROOT_MARK,
  STYLES_MARK,
  withHeadMark,
} from './src/server/site-page';
import { writeRendererFile } from './site-renderer-plugin';

const ROOT_ELEMENT = '<div id="root"></div>';
const CHARSET = /<meta charset="[^"]+" \/>/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const GLOBAL_STYLES = /<style data-emotion="css-global [^"]*">[\s\S]*?<\/style>/g;
/** The site's title, written by web/seo-plugin.ts; each page's file carries its own instead. */
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** `html` with the document title `title` (WCAG 2.4.2), in place of the site's. */
function withTitle(html: string, title: string): string {
  if (!TITLE.test(html)) throw new Error('prerender: no <title> in index.html');
  return html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
}

/**
 * What a signed-in page draws with besides its own code: the route guard, and MUI's scope or, for
 * a page of plain markup, the query cache. Each signed-in page is served from a shell of its own
 * that preloads these beside the start-up stages: from the one shell every other path gets, the
 * browser would find each only after the app had run, a round trip at a time. The shells are under
 * `pages/`, left out of the precache (offline, the service worker serves the app shell for every
 * page, its chunks precached).
 */
function signedInFrame(page: PageFile): string[] {
  return [
    '/src/app/protected-route.tsx',
    page.plain ? '/src/lib/query/query-provider.tsx' : '/src/theme/styled-scope.tsx',
  ];
}

/**
 * The early reads of a signed-in page (web/early-reads.js): its shell names its own; the app shell,
 * which the service worker serves for every page, names each page's with the paths it is for.
 */
function earlyReads(page: PageFile, at?: 'with-paths'): string {
  const content = `content="${page.reads.join(' ')}"`;
  return at
    ? `<meta name="app-early-reads" data-paths="${page.paths.join(' ')}" ${content}>`
    : `<meta name="app-early-reads" ${content}>`;
}

/** The largest chunk a signed-in shell fetches while it is parsed (see fetchSmallWhileParsing). */
const SMALL_CHUNK_BYTES = 4096;

/** Renders the pages through Vite's SSR module loader, with the build's own config and mode. */
async function renderPages(config: ResolvedConfig): Promise<{
  files: PageFile[];
  pages: Map<string, PrerenderedPage>;
  shell: string;
  shells: Map<string, string>;
}> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      prerenderPage: (url: string) => Promise<PrerenderedPage>;
      prerenderShell: (url: string, framed?: boolean) => Promise<string>;
      pageFiles: (moduleOf: (component: unknown) => string) => Promise<PageFile[]>;
    };
    // The module of a page is the one whose exports hold the component its loader gave.
    const moduleOf = (component: unknown): string => {
      for (const node of server.environments.ssr.moduleGraph.idToModuleMap.values())
        if (node.ssrModule && Object.values(node.ssrModule).includes(component)) return node.url;
      throw new Error('prerender: no module exports a page of the page list');
    };
    const files = await module.pageFiles(moduleOf);
    const pages = new Map<string, PrerenderedPage>();
    // Each signed-in page's shell paints its own frame; the paths a file serves share one.
    const shells = new Map<string, string>();
    for (const { file, paths, prerendered } of files) {
      if (prerendered) pages.set(file, await module.prerenderPage(paths[0]));
      else shells.set(file, await module.prerenderShell(paths[0]));
    }
    return { files, pages, shell: await module.prerenderShell('/dashboard', false), shells };
  } finally {
    await server.close();
  }
}

/**
 * Hosting's rewrites against the page list. A build outside CI that finds them out of step writes
 * them and says so, so a new page is one entry in src/app/pages.ts; in CI the build fails instead,
 * as the firebase.json that is deployed must be the one committed.
 */
async function rewriteErrors(firebaseJson: string, files: PageFile[]): Promise<string[]> {
  const current: unknown = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  const errors = hostingRewriteErrors(files, current);
  const synced = withPageRewrites(files, current);
  if (errors.length === 0 || process.env.CI || synced === null) return errors;
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(firebaseJson);
  const text = await prettier.format(JSON.stringify(synced, null, 2), {
    ...options,
    filepath: firebaseJson,
  });
  writeFileSync(firebaseJson, text);
  console.warn(
    `prerender: firebase.json's rewrites now follow the page list (${errors.join('; ')})`,
  );
  return [];
}

/**
 * Chunks to preload beyond the entry's own imports: the start-up stages main.tsx imports one after
 * the other (dynamic imports, so the browser would otherwise discover them one round trip at a
 * time), and the chunks of the given route modules. The sections below the hero are left out on
 * purpose: they load after the page (home-page.tsx).
 */
function preloadedChunks(bundle: Rollup.OutputBundle, routeModules: string[]): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const chunkOf = (suffix: string): Rollup.OutputChunk => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`prerender: no chunk for ${suffix}`);
    return chunk;
  };
  if (!entry) throw new Error('prerender: the entry chunk is missing');
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const wanted: string[] = [];
  const visit = (fileName: string): void => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    wanted.push(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  routeModules.forEach((module) => visit(chunkOf(module).fileName));
  return wanted;
}

/**
 * Build step: the templates of `/` and `/auth` (`index.html`, `auth.html`) get the page's
 * prerendered markup and critical CSS from the built-in content, so it is readable before any
 * script runs; its scripts start once that content is painted, the page's chunks preloaded
 * alongside the entry. They go to the site renderer's folder, not to Hosting: the site function
 * draws them again from the published content (docs/content.md), and falls back to these
 * built-in copies. `app.html` keeps the empty shell for every other path (Hosting's rewrite and
 * the service worker's navigation fallback serve it).
 */
export function prerenderPlugin({ firebaseJson }: { firebaseJson: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portfolio-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (config.build.ssr || index?.type !== 'asset') return;
      const shell = String(index.source);
      if (!shell.includes(ROOT_ELEMENT))
        throw new Error(`prerender: no ${ROOT_ELEMENT} in index.html`);
      // The shell preloads the start-up stages too, so they download together, not in a chain.
      const stagePreloads = preloadedChunks(bundle, [])
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      const { files, pages, shell: shellMarkup, shells } = await renderPages(config);
      const failures = [
        ...(await rewriteErrors(firebaseJson, files)),
        ...plainPageErrors(files, bundle),
      ];
      if (failures.length > 0) throw new Error(`prerender: ${failures.join('; ')}`);
      const signedIn = files.filter((file) => !file.prerendered);
      // The theme's CSS variables and MUI's baseline, as the home page has them: the shell paints
      // its plain header in the theme's colours at once, and MUI adopts these tags when it loads
      // with the page (src/theme/styled-scope.tsx) instead of restyling the page.
      const home = pages.get('index.html');
      if (!home) throw new Error('prerender: the home page was not rendered');
      const globals = keptInPlace([...home.styles.matchAll(GLOBAL_STYLES)].join(''));
      // The header and the session spinner are painted from the HTML; React replaces them with
      // its own in its first commit (main.tsx). It serves many paths, so it keeps the site's
      // title; the app names the page it shows as it starts (src/app/use-page-title.ts). It
      // names every signed-in page's early reads, for the page it is opened at.
      const appShell = shell
        .replace(
          CHARSET,
          `$&\n    ${signedIn.map((page) => earlyReads(page, 'with-paths')).join('\n    ')}`,
        )
        .replace('</head>', `  ${stagePreloads}\n    ${globals}\n  </head>`)
        .replace(ROOT_ELEMENT, `<div id="root">${shellMarkup}</div>`);
      this.emitFile({ type: 'asset', fileName: 'app.html', source: appShell });
      // The entry and every chunk the page needs start after the first paint (web/boot.js reads
      // these); until then the HTML has the connection to itself.
      const entry = ENTRY_SCRIPT.exec(shell)?.[1];
      if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
      const preloads = (routeModules: string[]): string[] => [
        ...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
        ...preloadedChunks(bundle, routeModules).map((chunk) => `/${chunk}`),
      ];
      const startAfterPaint = (routeModules: string[]): string =>
        [
          `<meta name="app-entry" content="${entry}">`,
          ...preloads(routeModules).map((href) => `<meta name="app-preload" content="${href}">`),
        ].join('\n    ');
      // A signed-in page's shell is a few kilobytes. Its small files (constants, a hook, an icon:
      // most of the fifty a dashboard needs) are fetched from the markup as it is parsed: next to
      // the shell they take no bandwidth worth waiting for, and web/boot.js would spend a script
      // task on every two of them. The large ones still start once the frame is painted, so on a
      // slow connection they do not share it with the shell.
      const sizeOf = (href: string): number => {
        const chunk = bundle[href.slice(1)];
        return chunk?.type === 'chunk' ? chunk.code.length : Infinity;
      };
      const fetchSmallWhileParsing = (routeModules: string[]): string =>
        [
          `<meta name="app-entry" content="${entry}">`,
          ...preloads(routeModules).map((href) =>
            sizeOf(href) <= SMALL_CHUNK_BYTES
              ? `<link rel="modulepreload" crossorigin href="${href}">`
              : `<meta name="app-preload" content="${href}">`,
          ),
        ].join('\n    ');
      // The entry's own CSS (src/styles/first-paint.css) is inlined: the first paint does not wait
      // for a second file.
      const inlineStylesheet = (html: string): string =>
        html.replace(STYLESHEET, (_link, file: string) => {
          const css = bundle[file];
          if (css?.type !== 'asset') throw new Error(`prerender: no stylesheet ${file}`);
          return `<style>${String(css.source)}</style>`;
        });

      // Each signed-in page's shell paints its header and frame from the HTML, asks for its session
      // and data from <head> (web/early-reads.js reads the meta, so it goes first), and fetches
      // the guard, MUI's scope or the query cache, and the page's code (the small files as it
      // parses), running them once that frame is painted.
      for (const page of signedIn) {
        const markup = shells.get(page.file);
        if (markup === undefined) throw new Error(`prerender: no shell for ${page.file}`);
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: inlineStylesheet(withTitle(shell, page.title))
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace(CHARSET, `$&\n    ${earlyReads(page)}`)
            .replace(
              '</head>',
              `  ${fetchSmallWhileParsing([...signedInFrame(page), page.module])}\n    ${globals}\n  </head>`,
            )
            .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`),
        });
      }

      // The site function answers `/` (web/page-files.ts): Hosting would serve a file there first.
      Reflect.deleteProperty(bundle, 'index.html');
      for (const { file, paths, module, title } of files) {
        const page = pages.get(file);
        if (!page) continue;
        const [path] = paths;
        // main.tsx hydrates the markup only at the path it was rendered for.
        const template = withHeadMark(inlineStylesheet(shell))
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', `  ${startAfterPaint([module])}\n    ${STYLES_MARK}\n  </head>`)
          .replace(
            ROOT_ELEMENT,
            `<div id="root" data-prerendered="${path}">${ROOT_MARK}</div>${CONTENT_MARK}`,
          )
          .replace(NOSCRIPT, '');
        // Not a file Hosting serves: the site function answers the path from the published
        // content with the template, or with this build's content when it cannot render.
        const head = headTags(defaultContent, title);
        writeRendererFile(`templates/${file}`, template);
        writeRendererFile(`built-in/${file}`, fillSitePage(template, { head, page, block: '' }));
      }
    },
  };
}
