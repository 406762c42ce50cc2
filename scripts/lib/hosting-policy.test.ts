import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_CHECK_REQUESTS,
  APP_CHECK_SOURCES,
  BUILD_INFO_FILE,
  cspAllows,
  cspProblems,
  hostingProblems,
  loopbackIn,
  parseCsp,
  rendererProblems,
  servedCsp,
  sourceAllows,
} from '../../web/hosting-policy.js';
import { emulatorConfigJson } from './emulator-config.js';
import { readEmulatorConfig, ROOT } from './project-config.js';

const FIREBASE_JSON = path.join(ROOT, 'firebase.json');
const served = servedCsp(FIREBASE_JSON);

/** What the installed App Check SDK itself loads and calls, read from its code. */
function sdkUrls(): { script: string; exchange: string } {
  const require = createRequire(path.join(ROOT, 'web/package.json'));
  const entry = require.resolve('@firebase/app-check');
  const code = readFileSync(path.join(path.dirname(entry), 'esm/index.esm.js'), 'utf8');
  const script = /RECAPTCHA_ENTERPRISE_URL = '([^']+)'/.exec(code)?.[1];
  const base = /BASE_ENDPOINT = '([^']+)'/.exec(code)?.[1];
  if (!script || !base) throw new Error('The App Check SDK no longer names its URLs as it did.');
  return {
    script: `${script}?render=explicit`,
    exchange: `${base}/projects/p/apps/a:exchangeRecaptchaEnterpriseToken?key=k`,
  };
}

describe('the CSP production serves, against App Check (reCAPTCHA Enterprise)', () => {
  it('allows every request the provider makes, and the SDK’s own URLs', () => {
    expect(cspProblems(served)).toEqual([]);
    const { script, exchange } = sdkUrls();
    expect(cspAllows(served, 'script-src', script)).toBe(true);
    expect(cspAllows(served, 'connect-src', exchange)).toBe(true);
    // The provider's list names what the SDK asks for: a new SDK URL fails here first.
    expect(APP_CHECK_SOURCES['script-src'].some((source) => sourceAllows(source, script))).toBe(
      true,
    );
    expect(APP_CHECK_SOURCES['connect-src'].some((source) => sourceAllows(source, exchange))).toBe(
      true,
    );
  });

  it('allows nothing more for scripts and frames than our files, the inline hashes and the provider', () => {
    const directives = parseCsp(served);
    const scripts = (directives.get('script-src') ?? []).filter(
      (source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/=]+'$/.test(source),
    );
    expect(scripts).toEqual([...APP_CHECK_SOURCES['script-src']]);
    // The site's own pages (the content editor's preview) and Firebase Auth's frame, besides App Check's.
    const frames = (directives.get('frame-src') ?? []).filter(
      (source) => source !== "'self'" && source !== 'https://*.firebaseapp.com',
    );
    expect(frames).toEqual([...APP_CHECK_SOURCES['frame-src']]);
    expect(directives.get('script-src')?.join(' ')).not.toMatch(/unsafe|\*|data:|https:(?!\/)/);
  });

  it('is refused when it blocks the provider', () => {
    const blocking = served.replace(' https://www.gstatic.com/recaptcha/', '');
    expect(cspProblems(blocking)).toEqual([
      `The Content-Security-Policy in firebase.json blocks App Check: script-src does not allow ${APP_CHECK_REQUESTS['script-src'][1]}.`,
    ]);
  });

  it('names no loopback address; only the emulators’ config adds theirs', () => {
    expect(loopbackIn(served)).toBeUndefined();
    const config = readEmulatorConfig();
    const emulated = servedCsp(writeTemp('firebase.json', emulatorConfigJson(read(), config)));
    const connect = parseCsp(emulated).get('connect-src') ?? [];
    expect(connect).toContain(`http://${config.auth.host}:${config.auth.port}`);
    expect(connect).toContain(`http://${config.firestore.host}:${config.firestore.port}`);
    expect(cspProblems(emulated)[0]).toMatch(/allows 127\.0\.0\.1/);
  });
});

describe('CSP source matching', () => {
  it.each([
    ['https://www.google.com/recaptcha/', 'https://www.google.com/recaptcha/api2/anchor', true],
    ['https://www.google.com/recaptcha/', 'https://www.google.com/maps', false],
    ['https://www.google.com/recaptcha/', 'http://www.google.com/recaptcha/x', false],
    ['https://*.googleapis.com', 'https://content-firebaseappcheck.googleapis.com/v1/x', true],
    ['https://*.googleapis.com', 'https://googleapis.com/x', false],
    ['https://*.googleapis.com', 'https://evil-googleapis.com/x', false],
    ['https://a.example/file.js', 'https://a.example/file.js', true],
    ['https://a.example/file.js', 'https://a.example/file.jsx', false],
    ['http://127.0.0.1:9099', 'http://127.0.0.1:9099/identitytoolkit', true],
    ['http://127.0.0.1:9099', 'http://127.0.0.1:8080/', false],
    ["'self'", 'https://a.example/', false],
  ])('%s allows %s: %s', (source, url, allowed) => {
    expect(sourceAllows(source, url)).toBe(allowed);
  });
});

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function temp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  dirs.push(dir);
  return dir;
}
function writeTemp(name: string, text: string): string {
  const file = path.join(temp(), name);
  writeFileSync(file, text);
  return file;
}
const read = (): string => readFileSync(FIREBASE_JSON, 'utf8');

/** A built site: its files, and the build info its mode leaves. */
function built(info: object | undefined, files: Record<string, string>): string {
  const dir = temp();
  if (info) writeFileSync(path.join(dir, BUILD_INFO_FILE), JSON.stringify(info));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const PRODUCTION = { mode: 'production', emulators: false, projectId: 'my-portfolio' };
const SITE = { 'index.html': '<title>Site</title>', 'assets/app.js': 'fetch("/api/user")' };

describe('what may be deployed to Hosting', () => {
  it('a production build for a real project', () => {
    expect(hostingProblems(built(PRODUCTION, SITE), FIREBASE_JSON)).toEqual([]);
  });

  it('not an emulator build, saying what to run instead', () => {
    const dir = built({ mode: 'emulator', emulators: true, projectId: 'demo-portfolio' }, SITE);
    expect(hostingProblems(dir, FIREBASE_JSON)).toEqual([
      `${dir} was built for the emulators (npm start, npm test and npm run build make such builds). Run \`npm run build:production -w web\` with web/.env.production.local for your project, then deploy.`,
    ]);
  });

  it('not a folder without a build, nor one that talks to a loopback address', () => {
    expect(hostingProblems(built(undefined, SITE), FIREBASE_JSON)[0]).toMatch(/holds no build/);
    const dir = built(PRODUCTION, {
      ...SITE,
      'assets/auth.js': 'connect("http://127.0.0.1:9099")',
      '.cache/notes.txt': 'localhost:5000, never uploaded',
    });
    expect(hostingProblems(dir, FIREBASE_JSON)).toEqual([
      `${dir}/assets/auth.js talks to 127.0.0.1, an emulator's address.`,
    ]);
  });

  it('not a build for the demo project', () => {
    const dir = built({ ...PRODUCTION, projectId: 'demo-portfolio' }, SITE);
    expect(hostingProblems(dir, FIREBASE_JSON)[0]).toMatch(/demo project demo-portfolio/);
  });

  it('not with a CSP that lets pages reach an emulator', () => {
    const config = readEmulatorConfig();
    const emulated = writeTemp('firebase.json', emulatorConfigJson(read(), config));
    expect(hostingProblems(built(PRODUCTION, SITE), emulated)[0]).toMatch(/allows 127\.0\.0\.1/);
  });
});

describe('what may be deployed with the functions as the site renderer', () => {
  const RENDERER = {
    'renderer.mjs': 'export {}',
    'templates/index.html': '<script type="module" src="/assets/app.js"></script>',
    'templates/auth.html': '<title>Sign in</title>',
  };

  it('the renderer of the same build', () => {
    expect(rendererProblems(built(undefined, RENDERER), built(PRODUCTION, SITE))).toEqual([]);
  });

  it('not a missing one, saying what to run', () => {
    const renderer = built(undefined, { 'renderer.mjs': 'export {}' });
    expect(rendererProblems(renderer, built(PRODUCTION, SITE))).toEqual([
      `${renderer} holds no site renderer (no templates/index.html, templates/auth.html). Run \`npm run build:production -w web\`, which writes it, then deploy.`,
    ]);
  });

  it('not one from another build, nor one that talks to an emulator', () => {
    const dist = built(PRODUCTION, SITE);
    const other = built(undefined, {
      ...RENDERER,
      'templates/index.html': '<script type="module" src="/assets/app-OTHER.js"></script>',
    });
    expect(rendererProblems(other, dist)).toEqual([
      `${other} comes from another build than ${dist} (its home page loads /assets/app-OTHER.js, which ${dist} lacks). Run \`npm run build:production -w web\` again, then deploy both.`,
    ]);
    const emulated = built(undefined, { ...RENDERER, 'renderer.mjs': 'connect("127.0.0.1:8080")' });
    expect(rendererProblems(emulated, dist)).toEqual([
      `${emulated}/renderer.mjs talks to 127.0.0.1, an emulator's address.`,
    ]);
  });
});
