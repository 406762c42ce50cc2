import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const STANDALONE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export type FirestoreMode =
  | { kind: 'firebase-tools'; description: string }
  | { kind: 'standalone'; jar: string; description: string };

function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match?.[1]) return undefined;
  // Java 8 and older report "1.8".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * firebase-tools 15 runs its own Firestore emulator only on Java 21+ (and downloads it once).
 * Where Java is older, Google's packaged build of the same emulator runs on Java 17 beside it.
 * FIRESTORE_MODE=firebase-tools|standalone overrides the choice.
 */
export function chooseFirestoreMode(): FirestoreMode {
  const java = javaMajorVersion();
  const forced = process.env.FIRESTORE_MODE;
  const standalone = (): FirestoreMode => ({
    kind: 'standalone',
    jar: STANDALONE_JAR,
    description: `standalone Google Cloud build on Java ${java} (${STANDALONE_JAR})`,
  });
  if (java === undefined) {
    throw new Error(
      'Java was not found. The Firestore emulator needs Java (17+ with the packaged emulator, 21+ otherwise).',
    );
  }
  if (forced === 'standalone' || (forced !== 'firebase-tools' && java < 21)) {
    if (!existsSync(STANDALONE_JAR)) {
      throw new Error(
        `Java ${java} is too old for firebase-tools' Firestore emulator (it needs Java 21+), and the ` +
          `packaged emulator is missing (${STANDALONE_JAR}). Install Java 21+ or the Debian package ` +
          'google-cloud-cli-firestore-emulator.',
      );
    }
    return standalone();
  }
  return { kind: 'firebase-tools', description: `firebase-tools' own emulator on Java ${java}` };
}
