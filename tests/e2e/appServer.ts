// The real app for the browser tests, exactly like `npm start` (scripts/start.mjs) but on a free
// port, with a fresh data directory, the small demo campsite and known realtime credentials (the
// update test publishes through the server's Pusher HTTP API with them). globalSetup starts the
// first one; every further Playwright worker starts its own (tests/e2e/helpers.ts), so journeys in
// different workers share no data.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const START_TIMEOUT_MS = 180_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '';
  }
};

async function waitForServer(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`Servern avslutades (kod ${exited}) innan den svarade:\n${tail(logFile)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Servern svarade inte på ${url} inom ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

/** What the journeys read from the environment to reach a server (helpers.ts, update.spec.ts). */
export interface AppServerEnv {
  E2E_BASE_URL: string;
  E2E_PORT: string;
  E2E_SERVER_LOG: string;
  E2E_REALTIME_APP_ID: string;
  E2E_REALTIME_APP_KEY: string;
  E2E_REALTIME_APP_SECRET: string;
}

export interface AppServer {
  env: AppServerEnv;
  stop(): Promise<void>;
}

/** Starts the app serving the console built in `consoleDir`, its data and log under `root`. */
export async function startAppServer(root: string, consoleDir: string): Promise<AppServer> {
  mkdirSync(root, { recursive: true });
  const logFile = join(root, 'server.log');
  const port = await freePort();
  const realtime = { appId: 'campsite-e2e', key: 'campsite-e2e-key', secret: randomBytes(24).toString('hex') };
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A fresh embedded database and the embedded realtime server, whatever the caller's shell says.
  for (const k of [
    'DATABASE_URL',
    'DATABASE_PREFIX',
    'PUSHER_APP_ID',
    'PUSHER_APP_KEY',
    'PUSHER_APP_SECRET',
    'PUSHER_HOST',
    'PUSHER_CLUSTER',
    'TENANTS',
    'PUBLIC_URL',
    'SEED_DEMO',
    'MIN_CLIENT_VERSION',
    'UPDATE_URL',
  ])
    delete env[k];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    DEMO_SIZE: 'small',
    SKIP_BUILD: '1',
    CONSOLE_DIR: consoleDir,
    REALTIME_APP_ID: realtime.appId,
    REALTIME_APP_KEY: realtime.key,
    REALTIME_APP_SECRET: realtime.secret,
  });
  const log = createWriteStream(logFile);
  // Its own process group, so stopping it ends the server and nothing else.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitForServer(`${baseURL}/api/domains`, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    env: {
      E2E_BASE_URL: baseURL,
      E2E_PORT: String(port),
      E2E_SERVER_LOG: logFile,
      E2E_REALTIME_APP_ID: realtime.appId,
      E2E_REALTIME_APP_KEY: realtime.key,
      E2E_REALTIME_APP_SECRET: realtime.secret,
    },
    stop,
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.pid == null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
