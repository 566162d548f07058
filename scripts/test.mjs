// `npm test`: every test. First the checks (layer rules, Biome format and lint, types: the whole project and src/domain
// without DOM and Node), then Vitest (unit, component and API tests), then the Playwright browser
// tests on Debian's Chromium (installed with apt-get when absent and we are root).
// Every part always runs; the exit code is non-zero when any fails.
//
//   npm test                    everything
//   npm test -- checks          only the checks
//   npm test -- unit [args]     only Vitest, args passed on (e.g. a file filter)
//   npm test -- e2e [args]      only Playwright, args passed on (e.g. login.spec.ts, --headed)
//   npm test -- [args]          both, with the same filter args (a part with no match passes)
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';

const [first, ...rest] = process.argv.slice(2);
const only = first === 'unit' || first === 'e2e' || first === 'checks' ? first : null;
const args = only ? rest : process.argv.slice(2);
const filtered = !only && args.length > 0;

const run = (label, script, argv) => {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const res = spawnSync(process.execPath, [script, ...argv], { stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`━━ ${label}: ${ok ? 'OK' : `MISSLYCKADES (kod ${res.status ?? res.signal})`} på ${secs} s ━━`);
  return { label, ok, secs };
};

const results = [];
if (only === 'checks' || (!only && !filtered)) {
  results.push(run('Lager (importregler)', 'scripts/check-layers.mjs', []));
  results.push(
    run('Format och lint (Biome)', 'node_modules/@biomejs/biome/bin/biome', ['check', '.', '--diagnostic-level=error']),
  );
  results.push(run('Typer (hela projektet)', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']));
  results.push(
    run('Typer (src/domain utan DOM och Node)', 'node_modules/typescript/bin/tsc', [
      '--noEmit',
      '-p',
      'tsconfig.domain.json',
    ]),
  );
}
if (only !== 'e2e' && only !== 'checks') {
  // The PDF invoice test reads PDFs back with pdftotext; without it that test fails in CI (skips locally).
  try {
    ensurePoppler();
  } catch (err) {
    console.error(`\n${err.message}`);
  }
  results.push(
    run('Vitest (enhet + API)', 'node_modules/vitest/vitest.mjs', [
      'run',
      ...(filtered ? ['--passWithNoTests'] : []),
      ...args,
    ]),
  );
}
if (only !== 'unit' && only !== 'checks') {
  let chromiumOk = true;
  try {
    ensureChromium();
  } catch (err) {
    chromiumOk = false;
    console.error(`\n${err.message}`);
    results.push({ label: 'Chromium', ok: false, secs: '0' });
  }
  if (chromiumOk) {
    results.push(
      run('Playwright (webbläsare)', 'node_modules/@playwright/test/cli.js', [
        'test',
        ...(filtered ? ['--pass-with-no-tests'] : []),
        ...args,
      ]),
    );
  }
}

console.log(`\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.label} (${r.secs} s)`).join('\n')}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
