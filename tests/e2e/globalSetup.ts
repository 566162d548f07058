// Builds the console once into a private directory (a `dist/` in use by someone else is untouched)
// and starts the real app for the first Playwright worker (tests/e2e/appServer.ts). Further
// workers start their own server on the same build (tests/e2e/helpers.ts), so journeys in
// different workers share no data.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from './appServer';

export default async function globalSetup() {
  // An already running server (E2E_BASE_URL) is used as it is, e.g. while writing tests.
  if (process.env.E2E_BASE_URL) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'campsite-e2e-'));
  const dist = join(root, 'dist');

  const started = Date.now();
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error('vite build misslyckades');
  }

  let server: Awaited<ReturnType<typeof startAppServer>>;
  try {
    server = await startAppServer(root, dist);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  console.log(
    `e2e: konsolen byggd och servern uppe på ${server.env.E2E_BASE_URL} efter ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Workers start after this and inherit these. E2E_WORKER_SERVERS: this run's own servers, so a
  // second worker may start its own (never against a server someone passed in E2E_BASE_URL).
  Object.assign(process.env, server.env, { E2E_CONSOLE_DIR: dist, E2E_ROOT: root, E2E_WORKER_SERVERS: '1' });

  return async () => {
    await server.stop();
    if (process.env.E2E_KEEP_DATA === '1') console.log(`e2e: data kvar i ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
