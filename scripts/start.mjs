// `npm start`: build the console when it is missing or older than its sources, then run the
// server in this same Node process (tsx loads the TypeScript).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(
  newestMtime('src'),
  newestMtime('index.html'),
  newestMtime('public'),
  newestMtime('vite.config.ts'),
);
if (process.env.SKIP_BUILD !== '1' && built < sources) {
  console.log('Bygger konsolen (vite build)…');
  const res = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

register();
await import('../server/main.ts');
