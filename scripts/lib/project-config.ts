import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface EmulatorEntry {
  host: string;
  port: number;
}

export interface EmulatorConfig {
  projectId: string;
  hosting: EmulatorEntry;
  functions: EmulatorEntry;
  firestore: EmulatorEntry;
  auth: EmulatorEntry;
  hub: EmulatorEntry;
  logging: EmulatorEntry;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
}

/** Emulator ports and project id exactly as firebase.json and .firebaserc fix them. */
export function readEmulatorConfig(): EmulatorConfig {
  const firebase = readJson('firebase.json') as { emulators: Record<string, EmulatorEntry> };
  const rc = readJson('.firebaserc') as { projects: { default: string } };
  const entry = (name: string): EmulatorEntry => {
    const value = firebase.emulators[name];
    if (!value) throw new Error(`firebase.json has no emulators.${name} entry`);
    return value;
  };
  return {
    projectId: process.env.FIREBASE_PROJECT_ID ?? rc.projects.default,
    hosting: entry('hosting'),
    functions: entry('functions'),
    firestore: entry('firestore'),
    auth: entry('auth'),
    hub: entry('hub'),
    logging: entry('logging'),
  };
}

export function hostingUrl(config: EmulatorConfig): string {
  return `http://${config.hosting.host}:${config.hosting.port}`;
}

/** Where the Functions emulator answers (its own routes, such as the trigger of a schedule). */
export function functionsUrl(config: EmulatorConfig): string {
  return `http://${config.functions.host}:${config.functions.port}`;
}

/** Environment that points the Admin SDK and the functions runtime at the emulators. */
export function emulatorEnv(config: EmulatorConfig): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${config.firestore.host}:${config.firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${config.auth.host}:${config.auth.port}`,
    GCLOUD_PROJECT: config.projectId,
    FIREBASE_PROJECT_ID: config.projectId,
    HOSTING_URL: hostingUrl(config),
    FUNCTIONS_EMULATOR_URL: functionsUrl(config),
  };
}
