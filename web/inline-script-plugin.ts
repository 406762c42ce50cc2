import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The CSP source expression that allows exactly this inline script. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

export interface InlineScript {
  file: string;
  /** `head`: right after the charset, before anything paints; `body`: after the content. Each in the order given. */
  at: 'head' | 'body';
}

/**
 * Inlines small scripts into the page, so they run without a request of their own. The CSP forbids
 * inline scripts except by hash: the build fails, naming the hash, when the Hosting CSP
 * (firebase.json) does not allow a script exactly as it is.
 */
export function inlineScripts({
  scripts,
  firebaseJson,
}: {
  scripts: InlineScript[];
  firebaseJson: string;
}): Plugin {
  return {
    name: 'portfolio-inline-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const csp = readFileSync(firebaseJson, 'utf8');
        const tags = { head: [] as string[], body: [] as string[] };
        for (const { file, at } of scripts) {
          const source = readFileSync(file, 'utf8');
          const hash = cspHash(source);
          if (!csp.includes(hash))
            throw new Error(
              `${file} changed: put ${hash} into script-src of the CSP in firebase.json`,
            );
          tags[at].push(`<script>${source}</script>`);
        }
        // In the order given: a script may use what an earlier one defined.
        return html
          .replace(/(<meta charset="[^"]+" \/>)/, (charset) =>
            [charset, ...tags.head].join('\n    '),
          )
          .replace('</body>', `${tags.body.map((tag) => `  ${tag}\n`).join('')}  </body>`);
      },
    },
  };
}
