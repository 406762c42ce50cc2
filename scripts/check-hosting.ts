import path from 'node:path';
import { hostingProblems, readBuildInfo, rendererProblems } from '../web/hosting-policy.js';
import { optionValue } from './lib/options.js';
import { ROOT } from './lib/project-config.js';

/**
 * `npm run check:hosting [-- --dir=web/dist --renderer=functions/site-renderer]`: whether a build
 * may be deployed (the Hosting and the functions predeploy steps run it after the production
 * build). It refuses a build made for the emulators, one that talks to a loopback address, a
 * firebase.json CSP that allows an emulator or blocks App Check, and a site renderer missing or
 * from another build, saying what to run instead; exit 1 then.
 */
const dir = path.resolve(ROOT, optionValue(process.argv, 'dir') ?? 'web/dist');
const renderer = path.resolve(
  ROOT,
  optionValue(process.argv, 'renderer') ?? 'functions/site-renderer',
);
const shown = path.relative(ROOT, dir) || '.';
const problems = [
  ...hostingProblems(dir, path.join(ROOT, 'firebase.json')),
  ...rendererProblems(renderer, dir),
].map((problem) => problem.replaceAll(renderer, path.relative(ROOT, renderer)));
if (problems.length > 0) {
  console.error(`${shown} must not be deployed to Hosting:`);
  for (const problem of problems) console.error(`  - ${problem.replaceAll(dir, shown)}`);
  process.exit(1);
}
console.log(
  `${shown} is a production build for ${readBuildInfo(dir)?.projectId ?? '?'}: no emulator addresses, the CSP allows App Check, and the site renderer is from the same build. Ready to deploy.`,
);
