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

export default defineConfig({
  plugins: [swedishOnly, swedishAriaStrings, react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
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
