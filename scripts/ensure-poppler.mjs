// Makes sure poppler's pdftotext is on the PATH for the PDF invoice test (tests/api/invoicePdf.test.ts reads the
// PDF back with it). As root we install Debian's poppler-utils, otherwise we stop with a message saying what to run.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

export function ensurePoppler() {
  if (hasPdftotext()) return 'pdftotext';
  if (process.getuid?.() !== 0) {
    throw new Error('pdftotext saknas och vi kör inte som root. Installera den: sudo apt-get install -y poppler-utils');
  }
  console.log('Installerar Debians poppler-utils (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'poppler-utils'],
  ]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} misslyckades (kod ${res.status})`);
  }
  if (!hasPdftotext()) throw new Error('apt-get installerade poppler-utils men pdftotext finns inte');
  return 'pdftotext';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensurePoppler());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
