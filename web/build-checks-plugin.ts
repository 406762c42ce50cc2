import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  BUILD_INFO_FILE,
  cspProblems,
  loopbackFiles,
  servedCsp,
  type BuildInfo,
} from './hosting-policy';

/** Why the env of a production build cannot make a site for a real project. */
function envProblems(env: Record<string, unknown>): string[] {
  const where =
    'Set the VITE_FIREBASE_* values of your project in web/.env.production.local (docs/deploying.md).';
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (env.VITE_USE_EMULATORS === 'true')
    return [`A production build cannot use the emulators: VITE_USE_EMULATORS is true. ${where}`];
  if (typeof projectId !== 'string' || !projectId || !env.VITE_FIREBASE_API_KEY)
    return [`A production build needs the Firebase project's web config. ${where}`];
  if (projectId.startsWith('demo-'))
    return [`A production build cannot be for the demo project ${projectId}. ${where}`];
  return [];
}

/**
 * Every build leaves `.build.json` (which mode, which project; Hosting never uploads dot files)
 * for the Hosting predeploy check. A production build refuses, before it starts, an env that is
 * not a real project's and a CSP in firebase.json that allows an emulator or blocks App Check;
 * and, once written, any file that talks to a loopback address.
 */
export function buildChecks({ firebaseJson }: { firebaseJson: string }): Plugin {
  let config: ResolvedConfig;
  const production = (): boolean => config.mode === 'production' && !config.build.ssr;
  return {
    name: 'portfolio-build-checks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      if (!production()) return;
      const problems = [...envProblems(config.env), ...cspProblems(servedCsp(firebaseJson))];
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    closeBundle: {
      // After every other plugin's output (the service worker's included) is written.
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        if (production()) {
          const found = loopbackFiles(outDir);
          if (found.length > 0)
            throw new Error(
              `The production build talks to an emulator: ${found.map(({ file, address }) => `${file} (${address})`).join(', ')}.`,
            );
        }
        const info: BuildInfo = {
          mode: config.mode,
          emulators: config.env.VITE_USE_EMULATORS === 'true',
          projectId: String(config.env.VITE_FIREBASE_PROJECT_ID ?? ''),
        };
        writeFileSync(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
      },
    },
  };
}
