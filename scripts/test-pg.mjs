// `npm run test:pg`: the same test suite against a throwaway PostgreSQL server of its own.
// Uses Debian's postgresql binaries (installed with apt-get when absent), initdb in a temporary
// directory, a free port on loopback, and stops and removes it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin(name) {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
  return null;
}

let initdb = findBin('initdb');
if (!initdb) {
  if (process.getuid?.() !== 0)
    throw new Error('PostgreSQL is not installed and this is not root: apt-get install -y postgresql');
  console.log('test:pg: installing Debian postgresql…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  initdb = findBin('initdb');
}
const pgCtl = join(initdb, '..', 'pg_ctl');

// PostgreSQL refuses to run as root: run it as the postgres user when we are root.
const asRoot = process.getuid?.() === 0;
const runAs = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const p = srv.address().port;
    srv.close(() => resolve(p));
  });
});
const dir = mkdtempSync(join(tmpdir(), 'campsite-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}

function run(bin, args) {
  const [cmd, argv] = runAs(bin, args);
  execFileSync(cmd, argv, { stdio: ['ignore', 'inherit', 'inherit'] });
}

let code = 1;
try {
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
  run(pgCtl, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`test:pg: PostgreSQL on ${url}`);
  // Only the API tests open a database through DATABASE_URL; the rest would repeat the PGlite run.
  const args = process.argv.slice(2);
  const res = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', ...(args.length ? args : ['tests/api'])],
    {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  code = res.status ?? 1;
} finally {
  try {
    run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch (err) {
    console.error('test:pg: stop failed', err.message);
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
