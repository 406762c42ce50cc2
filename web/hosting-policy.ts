import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What may reach Firebase Hosting: a production build, served with the Content-Security-Policy
 * of firebase.json. The production build (vite.config.ts), the Hosting predeploy step
 * (scripts/check-hosting.ts) and their tests all check with this module (docs/deploying.md).
 */

/** The file every build leaves in its output: which mode made it. Hosting never uploads dot files. */
export const BUILD_INFO_FILE = '.build.json';

/** A loopback address or a local host name with a port: what only an emulator build talks to. */
const LOOPBACK = /\b(?:127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\]|\blocalhost:\d/;

export function loopbackIn(text: string): string | undefined {
  return LOOPBACK.exec(text)?.[0];
}

/**
 * App Check's reCAPTCHA Enterprise provider, by CSP directive: the script it loads, the frame it
 * draws its (invisible) challenge in, and where it talks to. Google's reCAPTCHA FAQ lists these
 * prefixes for a CSP ("script-src https://www.google.com/recaptcha/
 * https://www.gstatic.com/recaptcha/; frame-src https://www.google.com/recaptcha/
 * https://recaptcha.google.com/recaptcha/; connect-src https://www.google.com/recaptcha/"), and
 * the Firebase SDK exchanges the reCAPTCHA token for an App Check token at
 * content-firebaseappcheck.googleapis.com.
 */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': [
    'https://www.google.com/recaptcha/',
    'https://content-firebaseappcheck.googleapis.com',
  ],
} as const;

/** URLs the provider requests, one per kind, to check a policy against (what a browser asks). */
export const APP_CHECK_REQUESTS = {
  'script-src': [
    'https://www.google.com/recaptcha/enterprise.js?render=explicit',
    'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js',
  ],
  'frame-src': [
    'https://www.google.com/recaptcha/enterprise/anchor?k=key',
    'https://recaptcha.google.com/recaptcha/enterprise/anchor?k=key',
  ],
  'connect-src': [
    'https://www.google.com/recaptcha/enterprise/clr?k=key',
    'https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken?key=k',
  ],
} as const;

export type Directive = keyof typeof APP_CHECK_SOURCES;

/** A policy's directives and their sources: `script-src 'self' x` → { 'script-src': ["'self'", 'x'] }. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Whether a host source (`https://*.googleapis.com`, `https://www.google.com/recaptcha/`) allows
 * `url`, as CSP Level 3 matches them: scheme, host (a leading `*.` for any subdomain), port, and
 * a path that is a prefix when it ends in `/` and exact otherwise. Keywords and hashes allow no URL.
 */
export function sourceAllows(source: string, url: string): boolean {
  const match = /^(https?|wss?):\/\/(\*\.)?([^/:]+)(:\d+)?(\/.*)?$/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host = '', port, sourcePath] = match;
  const target = new URL(url);
  if (target.protocol !== `${scheme}:`) return false;
  const hostMatches = wildcard
    ? target.hostname.endsWith(`.${host}`)
    : target.hostname === host.toLowerCase();
  if (!hostMatches) return false;
  if ((port ?? '') !== (target.port ? `:${target.port}` : '')) return false;
  if (!sourcePath) return true;
  return sourcePath.endsWith('/')
    ? target.pathname.startsWith(sourcePath)
    : target.pathname === sourcePath;
}

/** Whether the policy lets a page load `url` under `directive` (falling back to default-src). */
export function cspAllows(policy: string, directive: string, url: string): boolean {
  const directives = parseCsp(policy);
  const sources = directives.get(directive) ?? directives.get('default-src') ?? [];
  return sources.some((source) => sourceAllows(source, url));
}

const hostingHeadersSchema = z.object({
  hosting: z.object({
    headers: z.array(
      z.object({
        source: z.string(),
        headers: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  }),
});

/** The Content-Security-Policy firebase.json serves on every page (`source: "**"`). */
export function servedCsp(firebaseJson: string): string {
  const { hosting } = hostingHeadersSchema.parse(JSON.parse(readFileSync(firebaseJson, 'utf8')));
  const policy = hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
  if (!policy) throw new Error(`${firebaseJson} serves no Content-Security-Policy on "**".`);
  return policy;
}

/** What is wrong with the policy production serves: loopback sources, or App Check blocked. */
export function cspProblems(policy: string): string[] {
  const problems: string[] = [];
  const loopback = loopbackIn(policy);
  if (loopback)
    problems.push(
      `The Content-Security-Policy in firebase.json allows ${loopback}: the emulators' addresses belong in the emulator config only (scripts/lib/emulator-config.ts adds them).`,
    );
  for (const [directive, urls] of Object.entries(APP_CHECK_REQUESTS)) {
    for (const url of urls) {
      if (!cspAllows(policy, directive, url))
        problems.push(
          `The Content-Security-Policy in firebase.json blocks App Check: ${directive} does not allow ${url}.`,
        );
    }
  }
  return problems;
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

const TEXT_FILE = /\.(?:html|js|mjs|css|json|webmanifest|txt|xml|svg)$/;

/** The built files (outside dot files, which Hosting does not upload) that name a loopback address. */
export function loopbackFiles(dir: string): { file: string; address: string }[] {
  const found: { file: string; address: string }[] = [];
  for (const file of filesUnder(dir)) {
    const relative = path.relative(dir, file);
    if (relative.split(path.sep).some((part) => part.startsWith('.'))) continue;
    if (!TEXT_FILE.test(file)) continue;
    const address = loopbackIn(readFileSync(file, 'utf8'));
    if (address) found.push({ file: relative, address });
  }
  return found;
}

const buildInfoSchema = z.object({
  mode: z.string(),
  emulators: z.boolean(),
  projectId: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The mode the build in `dir` was made in, from the file every build leaves. */
export function readBuildInfo(dir: string): BuildInfo | undefined {
  try {
    return buildInfoSchema.parse(JSON.parse(readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

export const PRODUCTION_BUILD_COMMAND = 'npm run build:production -w web';

/** Why the build in `dir` must not be deployed to Hosting; empty when it may be. */
export function hostingProblems(dir: string, firebaseJson: string): string[] {
  const info = readBuildInfo(dir);
  if (!info)
    return [
      `${dir} holds no build (no ${BUILD_INFO_FILE}). Run \`${PRODUCTION_BUILD_COMMAND}\`, then deploy.`,
    ];
  const problems: string[] = [];
  if (info.mode !== 'production' || info.emulators)
    problems.push(
      `${dir} was built for the emulators (npm start, npm test and npm run build make such builds). Run \`${PRODUCTION_BUILD_COMMAND}\` with web/.env.production.local for your project, then deploy.`,
    );
  else if (info.projectId.startsWith('demo-'))
    problems.push(
      `${dir} was built for the demo project ${info.projectId}. Set VITE_FIREBASE_PROJECT_ID in web/.env.production.local to your project and run \`${PRODUCTION_BUILD_COMMAND}\`.`,
    );
  for (const { file, address } of loopbackFiles(dir))
    problems.push(`${dir}/${file} talks to ${address}, an emulator's address.`);
  problems.push(...cspProblems(servedCsp(firebaseJson)));
  return problems;
}

/** The files of the renderer the site function draws `/` and `/auth` with (web/site-renderer-plugin.ts). */
const RENDERER_FILES = ['renderer.mjs', 'templates/index.html', 'templates/auth.html'];

/**
 * What keeps the site renderer in `rendererDir` from being deployed with the functions beside the
 * build in `distDir`: it must be there, talk to no emulator, and come from that same build (its
 * pages load only scripts that build has), or visitors would get pages whose scripts are missing.
 */
export function rendererProblems(rendererDir: string, distDir: string): string[] {
  const missing = RENDERER_FILES.filter((file) => !existsSync(path.join(rendererDir, file)));
  if (missing.length > 0)
    return [
      `${rendererDir} holds no site renderer (no ${missing.join(', ')}). Run \`${PRODUCTION_BUILD_COMMAND}\`, which writes it, then deploy.`,
    ];
  const problems = loopbackFiles(rendererDir).map(
    ({ file, address }) => `${rendererDir}/${file} talks to ${address}, an emulator's address.`,
  );
  const template = readFileSync(path.join(rendererDir, 'templates/index.html'), 'utf8');
  const scripts = new Set(template.match(/\/assets\/[\w.-]+\.js/g));
  const absent = [...scripts].filter((script) => !existsSync(path.join(distDir, script)));
  if (absent.length > 0)
    problems.push(
      `${rendererDir} comes from another build than ${distDir} (its home page loads ${absent[0]}, which ${distDir} lacks). Run \`${PRODUCTION_BUILD_COMMAND}\` again, then deploy both.`,
    );
  return problems;
}
