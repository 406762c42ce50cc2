import { z } from 'zod';

/**
 * The functions' own lockfile, made from the workspace lockfile. `firebase deploy` uploads only
 * functions/ and Cloud Build runs `npm ci` there when it finds a package-lock.json, so the
 * functions need a lockfile of their own; the root one is never uploaded. These are the pure parts:
 * the seed the lockfile is made from, and the checks that it is in step.
 */

const rangesSchema = z.record(z.string(), z.string());

// Loose: every other field of an entry (resolved, integrity, engines, bin, license...) is kept.
const entrySchema = z.looseObject({
  name: z.string().optional(),
  version: z.string().optional(),
  integrity: z.string().optional(),
  link: z.boolean().optional(),
  dependencies: rangesSchema.optional(),
  devDependencies: rangesSchema.optional(),
  optionalDependencies: rangesSchema.optional(),
  peerDependencies: rangesSchema.optional(),
});
export type LockEntry = z.infer<typeof entrySchema>;

const lockfileSchema = z.looseObject({
  name: z.string().optional(),
  lockfileVersion: z.number(),
  packages: z.record(z.string(), entrySchema),
});
export type Lockfile = z.infer<typeof lockfileSchema>;

const manifestSchema = z.looseObject({
  name: z.string(),
  dependencies: rangesSchema.optional(),
  devDependencies: rangesSchema.optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const parseLockfile = (json: unknown): Lockfile => lockfileSchema.parse(json);
export const parseManifest = (json: unknown): Manifest => manifestSchema.parse(json);

/** The package a lockfile location holds: `node_modules/a/node_modules/@s/b` holds `@s/b`. */
const packageName = (location: string): string =>
  location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Where Node finds package `name` from the package at `from` (a lockfile location), if anywhere. */
export function resolveFrom(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const location = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[location]) return location;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/** The version the root lockfile resolved for `name` as the workspace at `workspace` sees it. */
export function workspaceVersion(
  root: Lockfile,
  workspace: string,
  name: string,
): string | undefined {
  const location = resolveFrom(root, workspace, name);
  return location ? root.packages[location]?.version : undefined;
}

// Recomputed by npm for the new root: what is dev for the workspace tree is not what it was for
// the whole repository's.
const FLAGS = ['dev', 'optional', 'devOptional', 'peer', 'extraneous'];

/**
 * A lockfile for the workspace alone, for `npm install --package-lock-only` to start from: every
 * package the root lockfile placed at the top (`node_modules/…`), with the workspace's own nested
 * copies (`functions/node_modules/…`) moved up over the top-level ones they shadow. npm keeps a
 * locked version wherever it still satisfies its range, so the versions are the root lockfile's.
 * The root entry holds only the name: npm then finds the lockfile's flags "suspect", recomputes
 * dev/optional for the workspace as root and prunes every package the workspace does not reach
 * (the web app's, the repository's tools). Where a moved-up copy displaced a version that some
 * other package needed, npm resolves that one edge afresh; `lockedVersionDrift` counts those.
 */
export function seedLockfile(root: Lockfile, workspace: string, name: string): Lockfile {
  const entries = Object.entries(root.packages);
  const own = `${workspace}/node_modules/`;
  const mine = entries
    .filter(([location]) => location.startsWith(own))
    .map(([location, entry]) => [`node_modules/${location.slice(own.length)}`, entry] as const);
  // A top-level package the workspace shadows goes, with everything nested in it.
  const shadowed = (location: string): boolean =>
    mine.some(([moved]) => location === moved || location.startsWith(`${moved}/`));
  const hoisted = entries.filter(
    ([location]) => location.startsWith('node_modules/') && !shadowed(location),
  );
  // npm sometimes writes an entry without its integrity (express and body-parser under
  // functions/ here) and never adds it back; another copy of the same version usually has it.
  const integrity = new Map<string, string>();
  for (const [location, entry] of entries) {
    if (entry.integrity)
      integrity.set(`${packageName(location)}@${entry.version}`, entry.integrity);
  }
  const packages: Record<string, LockEntry> = { '': { name } };
  for (const [location, entry] of [...hoisted, ...mine]) {
    if (entry.link) continue;
    const kept: LockEntry = Object.fromEntries(
      Object.entries(entry).filter(([key]) => !FLAGS.includes(key)),
    );
    const known = integrity.get(`${packageName(location)}@${entry.version}`);
    if (!kept.integrity && known) kept.integrity = known;
    packages[location] = kept;
  }
  return { name, lockfileVersion: root.lockfileVersion, requires: true, packages };
}

/**
 * Why `lock` is out of step with the workspace's `manifest`, or with the root lockfile; empty when
 * it is in step. Ranges are compared as written, devDependencies too: `npm ci --omit=dev` still
 * refuses (and the deploy fails) when a devDependency's locked version no longer satisfies its
 * range. Each production dependency must also be locked at the version the root lockfile
 * resolved, which is the one the tests ran against.
 */
export function lockfileProblems(
  manifest: Manifest,
  lock: Lockfile,
  root: Lockfile,
  workspace: string,
): string[] {
  const problems: string[] = [];
  const locked = lock.packages[''] ?? {};
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const wanted = manifest[field] ?? {};
    const have = locked[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (have[name] !== range) {
        problems.push(
          `${field}.${name}: package.json says ${range}, the lockfile ${have[name] ?? 'nothing'}`,
        );
      }
    }
    for (const name of Object.keys(have)) {
      if (!(name in wanted))
        problems.push(`${field}.${name}: in the lockfile, not in package.json`);
    }
  }
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const version = lock.packages[`node_modules/${name}`]?.version;
    const expected = workspaceVersion(root, workspace, name);
    if (version !== expected) {
      problems.push(
        `${name}: locked at ${version ?? 'nothing'}, the root lockfile has ${expected ?? 'nothing'}`,
      );
    }
  }
  return problems;
}

/**
 * Packages of `lock` at a version the root lockfile holds nowhere for that name: what npm had to
 * resolve afresh. Empty when every version is one the root lockfile chose.
 */
export function lockedVersionDrift(lock: Lockfile, root: Lockfile): string[] {
  const nameOf = packageName;
  const known = new Set(
    Object.entries(root.packages).map(
      ([location, entry]) => `${nameOf(location)}@${entry.version ?? ''}`,
    ),
  );
  return Object.entries(lock.packages)
    .filter(([location]) => location !== '')
    .map(([location, entry]) => `${nameOf(location)}@${entry.version ?? ''}`)
    .filter((id) => !known.has(id));
}

/**
 * The environment for an npm run on the functions alone: `npm run` hands its settings (the
 * workspace, the prefix) on as npm_* variables, which a nested npm would read as its own.
 */
export function standaloneNpmEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
}
