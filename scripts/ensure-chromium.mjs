// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Playwright never
// downloads a browser here: as root we install the distribution's package, otherwise we stop
// with a message saying what to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium saknas (${CHROMIUM}) och vi kör inte som root. Installera den: sudo apt-get install -y chromium`,
    );
  }
  console.log('Installerar Debians chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} misslyckades (kod ${res.status})`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installerade chromium men ${CHROMIUM} finns inte`);
  return CHROMIUM;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
