import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The CSP source expression that allows exactly this inline script. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * Inlines a small script at the top of <head>, so it runs before the first paint without a
 * render-blocking request. The CSP forbids inline scripts except by hash: the build fails, naming
 * the hash, when the Hosting CSP (firebase.json) does not allow this exact script.
 */
export function inlineHeadScript({
  script,
  firebaseJson,
}: {
  script: string;
  firebaseJson: string;
}): Plugin {
  return {
    name: 'portfolio-inline-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const source = readFileSync(script, 'utf8');
        const hash = cspHash(source);
        if (!readFileSync(firebaseJson, 'utf8').includes(hash))
          throw new Error(
            `${script} changed: put ${hash} into script-src of the CSP in firebase.json`,
          );
        // Right after the charset, before anything that paints.
        return html.replace(/(<meta charset="[^"]+" \/>)/, `$1\n    <script>${source}</script>`);
      },
    },
  };
}
