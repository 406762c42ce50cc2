import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT } from './project-config.js';

export interface BundleSize {
  minified: number;
  gzipped: number;
  /** Packages in the bundle, to show what it carries (e.g. that zod is not among them). */
  packages: string[];
}

/**
 * Bundles a module the way the web build does for a lazily loaded chunk (ESM, browser,
 * minified, tree-shaken) and gzips it at level 9.
 */
export async function bundleSize(entry: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const packages = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    if (match?.[1]) packages.add(match[1]);
  }
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: 9 }).byteLength,
    packages: [...packages].sort(),
  };
}

/** The engine with the built-in content, as the browser loads it to answer offline. */
export const ENGINE_ENTRY =
  "import { createQuinn, defaultQuinnContent } from './functions/src/shared/quinn/engine';\n" +
  'export const quinn = createQuinn(defaultQuinnContent);\n';

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
