import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type EmulatorConfig } from './project-config.js';

/**
 * The config the emulators run with: firebase.json as it is deployed, but with the emulators'
 * own addresses in the CSP's connect-src, so an emulator build's page can reach the Auth and
 * Firestore emulators. firebase.json itself allows no loopback address (the production build and
 * `npm run check:hosting` refuse one). firebase-tools reads a config beside firebase.json with
 * `--config`; the file is made anew for every start and never committed.
 */
export const EMULATOR_CONFIG_FILE = '.firebase.emulator.json';

const CONNECT_SRC = "connect-src 'self'";

export function emulatorConfigJson(firebaseJson: string, config: EmulatorConfig): string {
  const origins = [config.auth, config.firestore, config.functions]
    .map(({ host, port }) => `http://${host}:${port}`)
    .join(' ');
  const places = firebaseJson.split(CONNECT_SRC).length - 1;
  if (places !== 1)
    throw new Error(`firebase.json's CSP must have one "${CONNECT_SRC}" (found ${places}).`);
  return firebaseJson.replace(CONNECT_SRC, `${CONNECT_SRC} ${origins}`);
}

/** Writes the emulators' config beside firebase.json; returns its name for `--config`. */
export function writeEmulatorConfig(config: EmulatorConfig): string {
  const source = readFileSync(path.join(ROOT, 'firebase.json'), 'utf8');
  writeFileSync(path.join(ROOT, EMULATOR_CONFIG_FILE), emulatorConfigJson(source, config));
  return EMULATOR_CONFIG_FILE;
}
