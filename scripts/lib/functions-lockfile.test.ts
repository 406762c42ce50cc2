import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Lockfile,
  type Manifest,
  lockedVersionDrift,
  lockfileProblems,
  parseLockfile,
  parseManifest,
  resolveFrom,
  seedLockfile,
} from './functions-lockfile.js';
import { ROOT } from './project-config.js';

/** A workspace root lockfile: functions/ needs express 5, the repository's tools express 4. */
const ROOT_LOCK: Lockfile = {
  name: 'portfolio',
  lockfileVersion: 3,
  packages: {
    '': { name: 'portfolio', devDependencies: { tool: '^1.0.0' } },
    functions: { name: 'functions', dependencies: { express: '^5.0.0', luxon: '^3.0.0' } },
    web: { name: 'web' },
    'node_modules/functions': { link: true, resolved: 'functions' },
    'node_modules/web': { link: true, resolved: 'web' },
    'node_modules/tool': { version: '1.2.0', integrity: 'sha512-tool', dev: true },
    'node_modules/express': { version: '4.22.3', integrity: 'sha512-e4', dev: true },
    'node_modules/express/node_modules/qs': { version: '6.0.0', integrity: 'sha512-q6', dev: true },
    'node_modules/luxon': { version: '3.7.2', integrity: 'sha512-lx', license: 'MIT' },
    'node_modules/other/node_modules/express': { version: '5.3.0', integrity: 'sha512-e5' },
    'functions/node_modules/express': { version: '5.3.0', dependencies: { luxon: '^3.0.0' } },
  },
};

const MANIFEST: Manifest = {
  name: 'functions',
  dependencies: { express: '^5.0.0', luxon: '^3.0.0' },
  devDependencies: { vitest: '^4.0.0' },
};

/** The functions' lockfile as `npm run lock:functions` writes it for MANIFEST. */
const inStep = (): Lockfile => ({
  name: 'functions',
  lockfileVersion: 3,
  packages: {
    '': { ...MANIFEST },
    'node_modules/express': { version: '5.3.0' },
    'node_modules/luxon': { version: '3.7.2' },
    'node_modules/vitest': { version: '4.1.12', dev: true },
  },
});

describe('resolveFrom', () => {
  it('looks in the package’s own node_modules first, then up to the top', () => {
    expect(resolveFrom(ROOT_LOCK, 'functions', 'express')).toBe('functions/node_modules/express');
    expect(resolveFrom(ROOT_LOCK, 'functions', 'luxon')).toBe('node_modules/luxon');
    expect(resolveFrom(ROOT_LOCK, 'node_modules/express', 'qs')).toBe(
      'node_modules/express/node_modules/qs',
    );
    expect(resolveFrom(ROOT_LOCK, 'node_modules/other/node_modules/express', 'luxon')).toBe(
      'node_modules/luxon',
    );
    expect(resolveFrom(ROOT_LOCK, 'functions', 'missing')).toBeUndefined();
  });
});

describe('seedLockfile', () => {
  const seed = seedLockfile(ROOT_LOCK, 'functions', 'functions');

  it('moves the workspace’s own copies up over the top-level ones, and what was nested in those goes', () => {
    expect(seed.packages['node_modules/express']?.version).toBe('5.3.0');
    expect(seed.packages['node_modules/express/node_modules/qs']).toBeUndefined();
    expect(Object.keys(seed.packages).some((location) => location.startsWith('functions/'))).toBe(
      false,
    );
  });

  it('drops the workspace links and the dev flags, which npm computes again for the new root', () => {
    expect(seed.packages['node_modules/web']).toBeUndefined();
    expect(seed.packages['node_modules/functions']).toBeUndefined();
    expect(seed.packages['node_modules/tool']).toEqual({
      version: '1.2.0',
      integrity: 'sha512-tool',
    });
  });

  it('keeps every other field, and names only the package in the root entry', () => {
    expect(seed.packages['node_modules/luxon']).toEqual(ROOT_LOCK.packages['node_modules/luxon']);
    expect(seed.packages['']).toEqual({ name: 'functions' });
  });

  it('fills an integrity npm left out from another copy of the same version', () => {
    expect(seed.packages['node_modules/express']?.integrity).toBe('sha512-e5');
  });
});

describe('lockfileProblems', () => {
  it('finds none in a lockfile in step', () => {
    expect(lockfileProblems(MANIFEST, inStep(), ROOT_LOCK, 'functions')).toEqual([]);
  });

  it('finds a range changed, added or removed in package.json', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      dependencies: { express: '^5.1.0', luxon: '^3.0.0', zod: '^4.0.0' },
      devDependencies: {},
    };
    expect(lockfileProblems(manifest, inStep(), ROOT_LOCK, 'functions')).toEqual([
      'dependencies.express: package.json says ^5.1.0, the lockfile ^5.0.0',
      'dependencies.zod: package.json says ^4.0.0, the lockfile nothing',
      'devDependencies.vitest: in the lockfile, not in package.json',
    ]);
  });

  it('finds a production dependency locked at another version than the root lockfile’s', () => {
    const lock = inStep();
    lock.packages['node_modules/luxon'] = { version: '3.7.1' };
    // A dev dependency's version is the root lockfile's business only.
    lock.packages['node_modules/vitest'] = { version: '4.0.0', dev: true };
    expect(lockfileProblems(MANIFEST, lock, ROOT_LOCK, 'functions')).toEqual([
      'luxon: locked at 3.7.1, the root lockfile has 3.7.2',
    ]);
  });
});

describe('lockedVersionDrift', () => {
  it('names the versions the root lockfile holds nowhere', () => {
    expect(lockedVersionDrift(inStep(), ROOT_LOCK)).toEqual(['vitest@4.1.12']);
  });
});

describe('functions/package-lock.json', () => {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

  it('is in step with functions/package.json and the root lockfile (else: npm run lock:functions)', () => {
    const problems = lockfileProblems(
      parseManifest(read('functions/package.json')),
      parseLockfile(read('functions/package-lock.json')),
      parseLockfile(read('package-lock.json')),
      'functions',
    );
    expect(problems).toEqual([]);
  });
});
