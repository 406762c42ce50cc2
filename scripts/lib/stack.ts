import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeEmulatorConfig } from './emulator-config.js';
import { chooseFirestoreMode, type FirestoreMode } from './firestore-mode.js';
import { ensurePortsFree } from './ports.js';
import { descendants, isAlive, signal, waitForExit } from './processes.js';
import {
  emulatorEnv,
  hostingUrl,
  readEmulatorConfig,
  ROOT,
  type EmulatorConfig,
} from './project-config.js';

export interface StackOptions {
  /** Folder that keeps emulator data across runs; none means a clean, throw-away stack. */
  dataDir?: string;
  /** Where emulator output goes (the test runner keeps it quiet unless something fails). */
  onOutput: (line: string) => void;
}

export interface Stack {
  config: EmulatorConfig;
  firestoreMode: FirestoreMode;
  env: Record<string, string>;
  url: string;
  stop: () => Promise<void>;
}

const FIREBASE_BIN = path.join(ROOT, 'node_modules/.bin/firebase');

/**
 * The Functions emulator starts a worker process for every request in flight, up to
 * FUNCTIONS_EMULATOR_PARALLEL (50), and leaves a request unanswered when its worker is not up
 * within FUNCTIONS_DISCOVERY_TIMEOUT (30 s). Dozens starting at once on two busy cores miss that,
 * so at most 10 requests run at once (the rest queue in the emulator) and a worker gets 2 minutes.
 */
const FUNCTIONS_EMULATOR_DEFAULTS = {
  FUNCTIONS_EMULATOR_PARALLEL: '10',
  FUNCTIONS_DISCOVERY_TIMEOUT: '120',
};

function pipeLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
}

/** Resolves when `ready` says so, rejects when the process dies first or the time runs out. */
function waitUntil(
  child: ChildProcess,
  what: string,
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
  recentOutput: () => string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const onExit = (code: number | null): void => {
      clearInterval(timer);
      reject(new Error(`${what} stopped before it was ready (exit ${code}).\n${recentOutput()}`));
    };
    child.once('exit', onExit);
    const timer = setInterval(() => {
      void (async () => {
        if (await ready()) {
          clearInterval(timer);
          child.off('exit', onExit);
          resolve();
        } else if (Date.now() > deadline) {
          clearInterval(timer);
          child.off('exit', onExit);
          reject(
            new Error(`${what} was not ready within ${timeoutMs / 1000} s.\n${recentOutput()}`),
          );
        }
      })();
    }, 250);
  });
}

async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function firestoreExportPath(dataDir: string): string {
  return path.join(dataDir, 'firestore');
}

async function exportStandaloneFirestore(config: EmulatorConfig, dataDir: string): Promise<void> {
  const target = firestoreExportPath(dataDir);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const { host, port } = config.firestore;
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${config.projectId}:export`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${config.projectId}/databases/(default)`,
        export_directory: target,
        export_name: 'firestore_export',
      }),
    },
  );
  if (!response.ok)
    throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
}

function startStandaloneFirestore(
  config: EmulatorConfig,
  jar: string,
  dataDir: string | undefined,
): ChildProcess {
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    `--host=${config.firestore.host}`,
    `--port=${config.firestore.port}`,
    `--rules=${path.join(ROOT, 'firestore.rules')}`,
    `--project_id=${config.projectId}`,
    '--single_project_mode=true',
  ];
  const metadata =
    dataDir &&
    path.join(
      firestoreExportPath(dataDir),
      'firestore_export',
      'firestore_export.overall_export_metadata',
    );
  if (metadata && existsSync(metadata)) args.push(`--seed_from_export=${metadata}`);
  // Its own process group, so a Ctrl-C in the terminal reaches us first and we can export before it stops.
  return spawn('java', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Checks what a start needs before any slow work: a usable Firestore emulator and free ports. */
export async function preflight(): Promise<{
  config: EmulatorConfig;
  firestoreMode: FirestoreMode;
}> {
  const config = readEmulatorConfig();
  const firestoreMode = chooseFirestoreMode();
  await ensurePortsFree([
    { name: 'Hosting emulator', ...config.hosting },
    { name: 'Functions emulator', ...config.functions },
    { name: 'Firestore emulator', ...config.firestore },
    { name: 'Auth emulator', ...config.auth },
    { name: 'Emulator hub', ...config.hub },
    { name: 'Emulator logging', ...config.logging },
  ]);
  return { config, firestoreMode };
}

/**
 * Starts Auth, Functions, Firestore and Hosting emulators and resolves once all answer.
 * `stop()` ends every process started here, descendants included, saving data first when asked.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { config, firestoreMode } = await preflight();
  const env = emulatorEnv(config);
  const recent: string[] = [];
  const remember = (line: string): void => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    options.onOutput(line);
  };
  const recentOutput = (): string => recent.join('\n');
  let firebase: ChildProcess | undefined;
  let java: ChildProcess | undefined;
  let stopped = false;

  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    if (java?.pid && options.dataDir && isAlive(java.pid)) {
      await exportStandaloneFirestore(config, options.dataDir).catch((error: unknown) =>
        remember(`Could not save Firestore data: ${String(error)}`),
      );
    }
    const tracked = [firebase, java].flatMap((child) =>
      child?.pid ? [child.pid, ...descendants(child.pid)] : [],
    );
    if (firebase?.pid) {
      // firebase-tools exports Auth data on SIGINT and stops the processes it started.
      signal(firebase.pid, 'SIGINT');
      await waitForExit([firebase.pid], 30_000);
    }
    if (java?.pid) {
      signal(java.pid, 'SIGTERM');
      await waitForExit([java.pid], 5_000);
    }
    const survivors = tracked.filter(isAlive);
    survivors.forEach((pid) => signal(pid, 'SIGKILL'));
    await waitForExit(survivors, 5_000);
  };

  try {
    const firebaseArgs = [
      'emulators:start',
      '--project',
      config.projectId,
      '--config',
      writeEmulatorConfig(config),
    ];
    if (firestoreMode.kind === 'standalone') {
      java = startStandaloneFirestore(config, firestoreMode.jar, options.dataDir);
      pipeLines(java, (line) => remember(`[firestore] ${line}`));
      await waitUntil(
        java,
        'The Firestore emulator',
        () => httpOk(`http://${config.firestore.host}:${config.firestore.port}/`),
        60_000,
        recentOutput,
      );
      firebaseArgs.push('--only', 'auth,functions,hosting');
    } else {
      firebaseArgs.push('--only', 'auth,functions,firestore,hosting');
    }
    if (options.dataDir) {
      const authDir = path.join(options.dataDir, 'firebase');
      if (existsSync(path.join(authDir, 'firebase-export-metadata.json')))
        firebaseArgs.push('--import', authDir);
      firebaseArgs.push('--export-on-exit', authDir);
    }
    let ready = false;
    firebase = spawn(FIREBASE_BIN, firebaseArgs, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...FUNCTIONS_EMULATOR_DEFAULTS,
        ...process.env,
        ...(firestoreMode.kind === 'standalone'
          ? { FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST }
          : {}),
      },
    });
    pipeLines(firebase, (line) => {
      if (line.includes('All emulators ready')) ready = true;
      remember(`[firebase] ${line}`);
    });
    await waitUntil(firebase, 'The Firebase emulators', () => ready, 180_000, recentOutput);
  } catch (error) {
    await stop();
    throw error;
  }
  return { config, firestoreMode, env, url: hostingUrl(config), stop };
}
