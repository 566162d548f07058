import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// date-fns falls back to en-US where no locale is passed; the console has only Swedish ('sv').
const swedishOnly = {
  name: 'date-fns-swedish-only',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (importer?.includes('/date-fns/') && source.endsWith('/_lib/defaultLocale.js')) {
      return fileURLToPath(new URL('./src/app/dateFnsDefaultLocale.ts', import.meta.url));
    }
    return null;
  },
};

// React Aria's built-in strings (screen-reader labels) only in Swedish in the built console, whose
// root sets the sv-SE locale (src/main.tsx); tests render parts without it and keep every language.
const swedishAriaStrings = { ...optimizeLocales.vite({ locales: ['sv-SE'] }), apply: 'build' as const };

// The shell (router, menu, top bar, commands) loads as a whole after login: the modules only it
// reaches statically go in one chunk rather than in the dozens of small shared chunks the automatic
// splitting makes of them (each costs a request and compresses alone). Modules the entry or the
// login form reach stay out of it, so the login page does not carry the shell.
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
function staticallyReachedFrom(root: RegExp) {
  const memo = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    let result = memo.get(id);
    if (result !== undefined) return result;
    // Back along static imports until a root is found or every importer has been seen.
    const seen = new Set([id]);
    const queue = [id];
    result = false;
    while (queue.length > 0 && !result) {
      const at = queue.shift()!;
      if (root.test(at) || memo.get(at) === true) result = true;
      else
        for (const i of graph.getModuleInfo(at)?.importers ?? [])
          if (!seen.has(i)) {
            seen.add(i);
            queue.push(i);
          }
    }
    memo.set(id, result);
    return result;
  };
}
const fromShell = staticallyReachedFrom(/\/src\/(app\/Shell|shell\/ShellLayout)\.tsx$/);
const fromLogin = staticallyReachedFrom(/\/src\/(main\.tsx|shell\/login\/LoginForm\.tsx)$/);
const shellChunk = (id: string, graph: ModuleGraph) => (fromShell(id, graph) && !fromLogin(id, graph) ? 'shell' : null);

export default defineConfig({
  plugins: [swedishOnly, swedishAriaStrings, react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Without the group's dependencies: those the login page reaches stay where they are (the entry).
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: shellChunk, debugName: 'shell' }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/app': { target: 'ws://localhost:8080', ws: true } } },
  test: {
    // Playwright specs live in tests/e2e and run under Playwright, not Vitest.
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
