#!/usr/bin/env node
// The layer rules of the README, checked on every import (type imports too): `npm run check:layers`,
// part of `npm test`. A small script rather than dependency-cruiser: that needs the TypeScript
// compiler API (TypeScript 7, the native compiler, has none) or swc (its wrapper parses no TSX).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['src', 'server', 'tests', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Every import specifier of a file: import/export ... from, import(), side-effect imports. */
export function importsOf(text) {
  const out = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, files);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) files.push(p);
  }
  return files;
}

function resolveLocal(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, 'index' + e)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // TypeScript's '.js' specifiers for '.ts' files.
  const ts = base.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : null;
}

export function buildGraph(root = ROOT) {
  const graph = new Map();
  for (const top of SOURCES) {
    const dir = join(root, top);
    if (!existsSync(dir)) continue;
    for (const file of walk(dir)) {
      const rel = relative(root, file).split(sep).join('/');
      const deps = importsOf(readFileSync(file, 'utf8')).map((spec) => {
        const local = resolveLocal(file, spec);
        return local ? { spec, file: relative(root, local).split(sep).join('/') } : { spec, pkg: spec };
      });
      graph.set(rel, deps);
    }
  }
  return graph;
}

const isTest = (f) => /\.test\.tsx?$/.test(f) || f.startsWith('tests/') || f.includes('/test-helpers/');
const under =
  (...dirs) =>
  (f) =>
    dirs.some((d) => f === d || f.startsWith(d + '/') || f.startsWith(d + '.'));
const pkgName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Each rule: which files it governs, and what they may not import (a reason in its message). */
export const RULES = [
  {
    name: 'domain is pure',
    from: under('src/domain'),
    forbids: (d) =>
      d.file ? !under('src/domain')(d.file) : !['date-fns', '@date-fns/tz', 'zod'].includes(pkgName(d.pkg)),
    why: 'src/domain imports only src/domain, date-fns and zod: no React, DOM, Node or database',
  },
  {
    name: 'devices import nothing above them',
    from: under('src/devices'),
    forbids: (d) =>
      d.file
        ? !under('src/devices', 'src/domain')(d.file)
        : ['react', 'react-dom', '@legendapp/state', '@tanstack/react-router'].includes(pkgName(d.pkg)) ||
          d.pkg.startsWith('node:'),
    why: 'src/devices imports only src/devices and src/domain: no React, stores, commands or panes',
  },
  {
    name: 'the navigation port stands alone',
    from: under('src/navigation'),
    forbids: (d) => !!d.file && !under('src/navigation')(d.file),
    why: 'src/navigation is the port the app installs: it imports nothing of the console',
  },
  {
    name: 'only the app and the routes import the router',
    from: (f) => !under('src/app', 'src/routes', 'src/main')(f),
    forbids: (d) => d.file === 'src/routes/router.tsx',
    why: 'navigate and read the location through src/navigation, not the router',
  },
  {
    name: 'routes are composed, not imported',
    from: (f) => under('src')(f) && !under('src/app', 'src/routes', 'src/main')(f),
    forbids: (d) => !!d.file && under('src/routes')(d.file) && d.file !== 'src/routes/routeTable.ts',
    why: 'screens import panes; panes, commands and data do not import screens (the route table excepted)',
  },
  {
    name: 'the console does not import the server',
    from: under('src'),
    forbids: (d) => !!d.file && under('server')(d.file),
    why: 'the console talks to the server over HTTP only',
  },
  {
    name: 'the server shares only rules with the console',
    from: under('server'),
    forbids: (d) => !!d.file && under('src')(d.file) && !under('src/domain', 'src/contracts')(d.file),
    why: 'the server imports src/domain and src/contracts, never React, stores or panes',
  },
  {
    name: 'ui primitives stay primitive',
    from: under('src/ui'),
    forbids: (d) => !!d.file && under('src/shell', 'src/features', 'src/routes', 'src/app', 'src/data')(d.file),
    why: 'src/ui may use commands and domain, not stores, the shell, features or screens',
  },
  {
    name: 'data does not reach up',
    from: under('src/data'),
    forbids: (d) =>
      (!!d.file && under('src/shell', 'src/features', 'src/routes', 'src/app', 'src/ui')(d.file)) ||
      (!!d.pkg && pkgName(d.pkg) === 'react-dom'),
    why: 'src/data (API, realtime, stores) knows no shell, features, screens or components',
  },
  {
    name: 'commands do not reach into features',
    from: under('src/commands'),
    forbids: (d) => !!d.file && under('src/shell', 'src/features', 'src/app')(d.file),
    why: 'the shell and the features register their commands; the registry and the palette know neither',
  },
  {
    name: 'the search engine stands alone',
    from: under('src/search'),
    forbids: (d) => !!d.file && !under('src/search', 'src/domain')(d.file),
    why: 'src/search (normalise, match, index) is pure: the palette and the data layer use it, it uses neither',
  },
  {
    name: 'features do not reach into the chrome',
    from: under('src/features'),
    forbids: (d) => !!d.file && under('src/shell')(d.file) && !under('src/shell/panes')(d.file),
    why: "a feature opens panes through src/shell/panes; menu, top bar, login and the rest of the chrome are the shell's",
  },
];

/** Import circles (strongly connected components) among production files, largest first. */
export function circles(graph) {
  const nodes = [...graph.keys()].filter((f) => !isTest(f) && (under('src')(f) || under('server')(f)));
  const set = new Set(nodes);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  let i = 0;
  const visit = (v) => {
    index.set(v, i);
    low.set(v, i);
    i++;
    stack.push(v);
    on.add(v);
    for (const d of graph.get(v)) {
      const w = d.file;
      if (!w || !set.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

/** Every broken rule and every circle of more than two files. */
export function check(graph, maxCircle = 2) {
  const problems = [];
  for (const [file, deps] of graph) {
    if (isTest(file)) continue;
    for (const rule of RULES) {
      if (!rule.from(file)) continue;
      for (const d of deps)
        if (rule.forbids(d)) problems.push(`${rule.name}: ${file} imports ${d.file ?? d.pkg} (${rule.why})`);
    }
  }
  for (const c of circles(graph)) {
    if (c.length > maxCircle) problems.push(`import circle of ${c.length} files: ${c.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const problems = check(buildGraph());
  for (const p of problems) console.error('✗ ' + p);
  console.log(
    problems.length
      ? `${problems.length} layer problems`
      : 'layers: every import keeps the rules, no import circle of more than two files',
  );
  process.exit(problems.length ? 1 : 0);
}
