import path from 'node:path';
import { hostingProblems, readBuildInfo } from '../web/hosting-policy.js';
import { optionValue } from './lib/options.js';
import { ROOT } from './lib/project-config.js';

/**
 * `npm run check:hosting [-- --dir=web/dist]`: whether a build may be deployed to Hosting (the
 * Hosting predeploy step runs it after the production build). It refuses a build made for the
 * emulators, one that talks to a loopback address, and a firebase.json CSP that allows an emulator
 * or blocks App Check, saying what to run instead; exit 1 then.
 */
const dir = path.resolve(ROOT, optionValue(process.argv, 'dir') ?? 'web/dist');
const shown = path.relative(ROOT, dir) || '.';
const problems = hostingProblems(dir, path.join(ROOT, 'firebase.json'));
if (problems.length > 0) {
  console.error(`${shown} must not be deployed to Hosting:`);
  for (const problem of problems) console.error(`  - ${problem.replaceAll(dir, shown)}`);
  process.exit(1);
}
console.log(
  `${shown} is a production build for ${readBuildInfo(dir)?.projectId ?? '?'}: no emulator addresses, and the CSP allows App Check. Ready for Hosting.`,
);
