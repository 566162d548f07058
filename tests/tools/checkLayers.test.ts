import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { buildGraph, check, importsOf } from '../../scripts/check-layers.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('layer check', () => {
  it('reads every kind of import, type imports included, not comments', () => {
    expect(
      importsOf(
        `import a from './a';\nimport type { B } from "./b";\nexport { c } from './c';\nimport './d.css';\n` +
          `const e = await import('./e');\n// import x from './x';\n/* import y from './y' */\nimport {\n  f,\n  g,\n} from './fg';`,
      ),
    ).toEqual(['./a', './b', './c', './d.css', './fg', './e']);
  });

  it('passes a tree that keeps the rules', () => {
    const root = tree({
      'src/domain/money.ts': "import { z } from 'zod';\nexport const m = z.number();",
      'src/devices/printer.ts': "import { m } from '../domain/money';",
      'src/features/till.tsx':
        "import { m } from '../domain/money';\nimport { navigate } from '../navigation/navigation';",
      'src/navigation/navigation.ts': 'export const navigate = () => {};',
      'server/sales.ts': "import { m } from '../src/domain/money';",
    });
    expect(check(buildGraph(root))).toEqual([]);
  });

  it('fails on each forbidden import and on a circle of three', () => {
    const root = tree({
      'src/domain/rule.ts': "import React from 'react';\nimport { x } from '../data/stores';",
      'src/data/stores.ts': 'export const x = 1;',
      'src/devices/scanner.ts': "import { keys } from '../commands/keys';",
      'src/commands/keys.ts': 'export const keys = 1;',
      'src/features/a.ts': "import { router } from '../routes/router';",
      'src/routes/router.tsx': 'export const router = 1;',
      'src/ui/Button.tsx': "import { x } from '../data/stores';",
      'server/route.ts': "import { x } from '../src/data/stores';",
      'src/features/c1.ts': "import './c2';",
      'src/features/c2.ts': "import './c3';",
      'src/features/c3.ts': "import './c1';",
      'src/features/d1.ts': "import './d2';",
      'src/features/d2.ts': "import './d1';",
      'src/search/matcher.ts': "import { x } from '../data/stores';",
      'src/features/till/Pay.tsx':
        "import { Menu } from '../../shell/menu/Menu';\nimport { open } from '../../shell/panes/open';",
      'src/shell/menu/Menu.tsx': 'export const Menu = 1;',
      'src/shell/panes/open.ts': 'export const open = 1;',
    });
    const problems: string[] = check(buildGraph(root));
    const rules = problems.map((p) => p.split(':')[0]);
    expect(rules).toEqual(
      expect.arrayContaining([
        'domain is pure',
        'devices import nothing above them',
        'only the app and the routes import the router',
        'ui primitives stay primitive',
        'the server shares only rules with the console',
        'import circle of 3 files',
        'the search engine stands alone',
        'features do not reach into the chrome',
      ]),
    );
    // Opening a pane through src/shell/panes is how a feature is meant to reach the shell.
    expect(problems.filter((p) => p.includes('shell/panes/open'))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('domain is pure'))).toHaveLength(2);
    expect(problems.some((p) => p.includes('d1.ts'))).toBe(false); // two files may import each other
  });
});
