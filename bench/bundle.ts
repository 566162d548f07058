// Initial JavaScript benchmark: the gzip size of the JavaScript the browser loads before the
// first screen, read from the built files and Vite's manifest. Every screen needs the entry chunk
// and every chunk it imports statically (index.html's modulepreloads); the login page adds its
// lazy form, the shell's first screen the shell's lazy module and the landing screen of each
// level, with their imports.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { table } from './stats';

export const GOAL_KB = 200;

/** The lazily loaded shell (router, menu, top bar, global dialogs): its manifest key. */
export const SHELL_MODULE = 'src/app/Shell.tsx';
/** The login form (with its domain picker): loaded only when someone must log in. */
export const LOGIN_FORM = 'src/shell/login/LoginForm.tsx';
/** The root route's lazy component (menu, top bar): it renders around every first screen. */
export const SHELL_LAYOUT = 'src/shell/ShellLayout.tsx';
/** Where each level lands after login (shell.md 6): the screen module of its route. */
export const LANDINGS = [
  { who: 'kassor (/register)', screen: 'src/routes/screens/PosRegister.tsx' },
  { who: 'receptionist (/actions)', screen: 'src/routes/screens/ActionsItems.tsx' },
  { who: 'manager (/)', screen: 'src/routes/screens/Dashboard.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built console: `dist` when given (after `npm run build` with a manifest), else one build into a temp dir. */
function buildConsole(dist?: string): { dir: string; cleanup: () => void } {
  if (dist) return { dir: dist, cleanup: () => {} };
  const dir = join(mkdtempSync(join(tmpdir(), 'campsite-bench-bundle-')), 'dist');
  const args = ['node_modules/vite/bin/vite.js', 'build', '--outDir', dir, '--manifest', '--logLevel', 'warn'];
  const build = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build misslyckades');
  return { dir, cleanup: () => rmSync(join(dir, '..'), { recursive: true, force: true }) };
}

/** Manifest keys of `roots` and every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} finns inte i manifestet`);
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  roots.forEach(visit);
  return seen;
}

/** Measures the initial JavaScript of the console built in `dist` (or built now). */
export function benchBundle(dist?: string) {
  const { dir, cleanup } = buildConsole(dist);
  try {
    const manifestPath = join(dir, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} saknas: bygg med --manifest`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entry) throw new Error('ingen entry i manifestet');
    const gz = new Map<string, number>();
    const gzipOf = (key: string) => {
      if (!gz.has(key)) gz.set(key, gzipSync(readFileSync(join(dir, manifest[key].file))).length);
      return gz.get(key)!;
    };
    const sum = (keys: Set<string>) => [...keys].reduce((s, k) => s + gzipOf(k), 0) / 1000;
    const boot = staticClosure(manifest, [entry]);
    // Before the form and the shell were lazy they were part of the entry: then there is no chunk of their own to add.
    const login = staticClosure(manifest, [entry, ...[LOGIN_FORM].filter((k) => manifest[k])]);
    const shellRoots = [entry, ...[SHELL_MODULE, SHELL_LAYOUT].filter((k) => manifest[k])];
    const rows = [{ screen: 'login page', chunks: login.size, kb: sum(login) }];
    for (const l of LANDINGS) {
      const keys = staticClosure(manifest, [...shellRoots, l.screen]);
      rows.push({ screen: `shell, ${l.who}`, chunks: keys.size, kb: sum(keys) });
    }
    const allJs = Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js'));
    const total = sum(new Set(allJs));
    console.log(
      `\nInitial JavaScript before the first screen (gzip, kB = 1000 bytes; all JS: ${total.toFixed(1)} kB):\n`,
    );
    console.log(
      table(
        rows.map((r) => ({
          'first screen': r.screen,
          chunks: r.chunks,
          'gzip kB': r.kb.toFixed(1),
          goal: `≤ ${GOAL_KB}`,
          met: r.kb <= GOAL_KB ? 'yes' : 'NO',
        })),
      ),
    );
    const largest = [...login]
      .map((k) => ({ chunk: manifest[k].file, 'gzip kB': (gzipOf(k) / 1000).toFixed(1) }))
      .sort((a, b) => Number(b['gzip kB']) - Number(a['gzip kB']));
    console.log('\nlogin page chunks:\n' + table(largest));
    // What each shell screen adds to the entry's chunks, largest first.
    const added = new Map<string, Set<string>>();
    for (const l of LANDINGS) {
      for (const k of staticClosure(manifest, [...shellRoots, l.screen])) {
        if (!boot.has(k)) added.set(k, (added.get(k) ?? new Set()).add(l.who.split(' ')[0]));
      }
    }
    const shellRows = [...added]
      .map(([k, who]) => ({
        chunk: manifest[k].file,
        'gzip kB': (gzipOf(k) / 1000).toFixed(1),
        for: [...who].join(', '),
      }))
      .sort((a, b) => Number(b['gzip kB']) - Number(a['gzip kB']));
    console.log('\nshell chunks beyond the entry:\n' + table(shellRows));
    return {
      goal_kb: GOAL_KB,
      all_js_kb: total,
      screens: rows.map((r) => ({ screen: r.screen, chunks: r.chunks, gzip_kb: r.kb, met: r.kb <= GOAL_KB })),
    };
  } finally {
    cleanup();
  }
}

// Run on its own: `npx tsx bench/bundle.ts [dist]` (a dist built with `vite build --manifest`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const result = benchBundle(process.argv[2]);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/bundle.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
  console.log('\nwrote bench/results/bundle.json');
}
