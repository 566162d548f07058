import { createEntityIndex } from './src/commands/palette/entityIndex';
import { resetSearch, search } from './src/commands/palette/matcher';
import { generatedEntities } from './bench/palette.bench';
const ents = generatedEntities();
const ix = createEntityIndex(); ix.add(ents);
for (let rep = 0; rep < 3; rep++) {
  const row: string[] = [];
  for (const q of ['a', 's', 'm', '2', 'ö', 'x', 'an', 'anders', '2026', 'a12', 'svensson']) {
    const ts: number[] = [];
    for (let i = 0; i < 10; i++) { resetSearch(ix); const t = performance.now(); search(ix, q); ts.push(performance.now() - t); }
    ts.sort((a, b) => a - b);
    row.push(`${q}:${ts[5].toFixed(1)}`);
  }
  console.log(row.join(' '));
}
