import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { PrerenderedPage } from './src/prerender';

const ROOT_ELEMENT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Renders `/` through Vite's SSR module loader, with the build's own config and mode. */
async function renderHome(config: ResolvedConfig): Promise<PrerenderedPage> {
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
    };
    return await module.prerenderPage('/');
  } finally {
    await server.close();
  }
}

/**
 * Chunks the home route needs beyond the entry's own imports, for `<link rel=modulepreload>`. The
 * sections below the hero are left out on purpose: they load after the page (home-page.tsx).
 */
function homeChunks(bundle: Rollup.OutputBundle): string[] {
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
  const home = [chunkOf('/src/app/home-route.tsx')];
  if (!entry) throw new Error('prerender: the entry chunk is missing');
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const wanted: string[] = [];
  // main.tsx imports the frameworks and the app in stages (dynamic imports): all of them are needed.
  const visit = (fileName: string): void => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    wanted.push(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  home.forEach((chunk) => visit(chunk.fileName));
  return wanted;
}

/**
 * Build step: `index.html` (served for `/`) gets the home page's prerendered markup and critical
 * CSS, so its content is readable before any script runs; its scripts start once that content is
 * painted, the home route's chunks preloaded alongside the entry. `app.html` keeps the empty shell for every other path
 * (Hosting's rewrite and the service worker's navigation fallback serve it).
 */
export function prerenderPlugin(): Plugin {
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
      this.emitFile({ type: 'asset', fileName: 'app.html', source: shell });

      const page = await renderHome(config);
      // The entry and every chunk the home route needs start after the first paint (web/boot.js
      // reads these); until then the HTML has the connection to itself.
      const entry = ENTRY_SCRIPT.exec(shell)?.[1];
      if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
      const preloads = [
        ...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
        ...homeChunks(bundle).map((file) => `/${file}`),
      ];
      const metas = [
        `<meta name="app-entry" content="${entry}">`,
        ...preloads.map((href) => `<meta name="app-preload" content="${href}">`),
      ].join('\n    ');
      index.source = shell
        .replace(ENTRY_SCRIPT, '')
        .replace(MODULE_PRELOAD, '')
        .replace('</head>', `  ${metas}\n    ${page.styles}\n  </head>`)
        .replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`)
        .replace(NOSCRIPT, '');
    },
  };
}
