import { z } from 'zod';
import { loadsMui, type Bundle } from './part-flags.js';

/** A page that is served from an HTML file of its own (src/prerender.tsx lists them). */
export interface PageFile {
  paths: readonly [string, ...string[]];
  /** The file, under the build's output folder; firebase.json rewrites each path to it. */
  file: string;
  /** The module that exports the page, as the build names it (`/src/…`). */
  module: string;
  plain: boolean;
  /** Prerendered (`/`, `/auth`), or else a signed-in page's shell. */
  prerendered: boolean;
  title: string;
  /** What the shell asks for before any module runs: the session, then the page's own reads. */
  reads: string[];
}

const rewriteSchema = z.looseObject({
  source: z.string(),
  destination: z.string().optional(),
  function: z.unknown().optional(),
});
const firebaseJsonSchema = z.looseObject({
  hosting: z.looseObject({ rewrites: z.array(rewriteSchema) }),
});
type Rewrite = z.infer<typeof rewriteSchema>;
const jsonObject = z.record(z.string(), z.unknown());

/** Where every path no page file serves goes: the app shell, which the service worker serves too. */
const APP_SHELL = { source: '**', destination: '/app.html' };

/** The function that answers the prerendered pages from the published content (docs/content.md). */
export const SITE_FUNCTION = 'site';
const siteFunctionSchema = z.looseObject({ functionId: z.literal(SITE_FUNCTION) });

/**
 * The rewrites of each path of a signed-in page to its shell. A prerendered page has no file
 * Hosting serves: its paths go to the site function.
 */
const pageRewrites = (files: readonly PageFile[]): Rewrite[] =>
  files.flatMap(({ paths, file, prerendered }) =>
    prerendered ? [] : paths.map((source) => ({ source, destination: `/${file}` })),
  );

/**
 * What disagrees between the page list's HTML files and Hosting's rewrites in `firebaseJson`: each
 * path of a page with a file of its own must be rewritten to that file, no other path may be
 * rewritten to a file, and the app shell must come last.
 */
export function hostingRewriteErrors(files: readonly PageFile[], firebaseJson: unknown): string[] {
  const parsed = firebaseJsonSchema.safeParse(firebaseJson);
  if (!parsed.success) return ['firebase.json has no hosting.rewrites list'];
  const rewrites = parsed.data.hosting.rewrites;
  const toFiles = rewrites.filter(({ destination, source }) => destination && source !== '**');
  const wanted = pageRewrites(files);
  const errors: string[] = [];
  for (const { source, destination } of wanted) {
    const found = toFiles.find((rewrite) => rewrite.source === source);
    if (!found) errors.push(`firebase.json has no rewrite of ${source} to ${destination}`);
    else if (found.destination !== destination)
      errors.push(`firebase.json rewrites ${source} to ${found.destination}, not ${destination}`);
  }
  for (const { source, destination } of toFiles)
    if (!wanted.some((rewrite) => rewrite.source === source))
      errors.push(`firebase.json rewrites ${source} to ${destination}, which no page declares`);
  for (const { paths } of files.filter(({ prerendered }) => prerendered))
    for (const source of paths)
      if (
        !rewrites.some(
          (rewrite) =>
            rewrite.source === source && siteFunctionSchema.safeParse(rewrite.function).success,
        )
      )
        errors.push(`firebase.json must rewrite ${source} to the ${SITE_FUNCTION} function`);
  const last = rewrites.at(-1);
  if (last?.source !== APP_SHELL.source || last.destination !== APP_SHELL.destination)
    errors.push('firebase.json must end its rewrites with ** to /app.html');
  return errors;
}

/**
 * `firebaseJson` with its rewrites as the page list has them: the function rewrites (`/api/**`)
 * first, as they were, then each page file's paths in the page list's order, then the app shell.
 * Everything else is kept as it is; `null` when it has no rewrites list to put them in.
 */
export function withPageRewrites(files: readonly PageFile[], firebaseJson: unknown): unknown {
  const parsed = firebaseJsonSchema.safeParse(firebaseJson);
  // Records keep the file's keys in its order, so only the rewrites change in the written file.
  const root = jsonObject.safeParse(firebaseJson);
  const hosting = jsonObject.safeParse(root.data?.hosting);
  if (!parsed.success || !root.success || !hosting.success) return null;
  const functions = parsed.data.hosting.rewrites.filter(({ destination }) => !destination);
  const rewrites = [...functions, ...pageRewrites(files), APP_SHELL];
  return { ...root.data, hosting: { ...hosting.data, rewrites } };
}

/**
 * Pages whose `plain` flag disagrees with their code: a plain page whose code imports MUI would be
 * drawn without MUI's theme, and a page drawn with MUI whose code never uses it fetches MUI for
 * nothing. Read from the chunks each page's module loads statically.
 */
export function plainPageErrors(files: readonly PageFile[], bundle: Bundle): string[] {
  const facades = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && output.facadeModuleId ? [output.facadeModuleId] : [],
  );
  return files.flatMap(({ module, plain, paths }) => {
    const facade = facades.find((id) => id.endsWith(module));
    const mui = facade === undefined ? undefined : loadsMui(bundle, facade);
    if (mui === undefined) return [`no chunk for ${module}, the page at ${paths[0]}`];
    if (plain && mui) return [`the page at ${paths[0]} is declared plain, but ${module} loads MUI`];
    if (!plain && !mui)
      return [`the page at ${paths[0]} loads no MUI: declare it plain in src/app/pages.ts`];
    return [];
  });
}
