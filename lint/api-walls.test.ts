/**
 * The API's walls (lint/api-walls.cjs, lint/api-module-cycles.mjs) bite: each rule is fed a violating file, in a
 * temporary tree shaped like apps/api/src/modules/…, and must report it; the real tree passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleCycles } from './api-module-cycles.mjs';

const require = createRequire(import.meta.url);
const { forbidden } = require('./api-walls.cjs') as { forbidden: unknown[] };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A temporary tree of files ({ path: source }). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'api-walls-'));
  dirs.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

/** The rules' violations in `baseDir` (apps/api/src), as "rule: from → to". */
async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['apps/api/src'], {
    baseDir,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    validate: true,
    ruleSet: { forbidden } as never,
    tsPreCompilationDeps: true,
    outputType: 'json',
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const m = 'apps/api/src/modules';
const base = {
  [`${m}/a/index.ts`]: "export { a } from './inner.ts';\n",
  [`${m}/a/inner.ts`]: 'export const a = 1;\n',
};

describe('an API module is entered only through its index.ts', () => {
  it("another module importing a module's inner file is an error", async () => {
    const root = tree({
      ...base,
      [`${m}/b/service.ts`]: "import { a } from '../a/inner.ts';\nexport const b = a;\n",
    });
    expect(await violations(root)).toEqual([`api-module-public-file: ${m}/b/service.ts → ${m}/a/inner.ts`]);
  });

  it('app.ts (outside the modules) importing an inner file is an error', async () => {
    const root = tree({
      ...base,
      'apps/api/src/app.ts': "import { a } from './modules/a/inner.ts';\nexport const x = a;\n",
    });
    expect(await violations(root)).toEqual([
      `api-module-public-file-outside: apps/api/src/app.ts → ${m}/a/inner.ts`,
    ]);
  });

  it('through index.ts, within its own folder, and from tests and test helpers, it passes', async () => {
    const root = tree({
      ...base,
      [`${m}/b/service.ts`]: "import { a } from '../a/index.ts';\nexport const b = a;\n",
      [`${m}/a/other.ts`]: "import { a } from './inner.ts';\nexport const c = a;\n",
      [`${m}/b/b.test.ts`]: "import { a } from '../a/inner.ts';\nexport const t = a;\n",
      'apps/api/src/test/b.ts': "import { a } from '../modules/a/inner.ts';\nexport const s = a;\n",
    });
    expect(await violations(root)).toEqual([]);
  });

  it('a test helper outside src/test/ is held to the walls like production code', async () => {
    const root = tree({
      ...base,
      [`${m}/b/test-support.ts`]: "import { a } from '../a/inner.ts';\nexport const s = a;\n",
    });
    expect(await violations(root)).toEqual([
      `api-module-public-file: ${m}/b/test-support.ts → ${m}/a/inner.ts`,
    ]);
  });
});

describe('no import cycle among API modules', () => {
  it('two modules importing each other (through their index.ts) are a cycle', async () => {
    const root = tree({
      ...base,
      [`${m}/a/uses-b.ts`]: "import { b } from '../b/index.ts';\nexport const ab = b;\n",
      [`${m}/b/index.ts`]: "export { b } from './service.ts';\n",
      [`${m}/b/service.ts`]: "import { a } from '../a/index.ts';\nexport const b = a;\n",
    });
    const cycles = await moduleCycles(['apps/api/src'], root);
    expect(cycles.map((c) => c.modules)).toEqual([['a', 'b']]);
    expect(cycles[0]!.imports).toContain(`${m}/b/service.ts → ${m}/a/index.ts`);
  });

  it('a longer ring is one cycle; a test file closing it is not', async () => {
    const root = tree({
      ...base,
      [`${m}/a/uses-b.ts`]: "import { b } from '../b/index.ts';\nexport const ab = b;\n",
      [`${m}/b/index.ts`]: "import { c } from '../c/index.ts';\nexport const b = c;\n",
      [`${m}/c/index.ts`]: 'export const c = 3;\n',
      [`${m}/c/c.test.ts`]: "import { a } from '../a/index.ts';\nexport const t = a;\n",
    });
    expect(await moduleCycles(['apps/api/src'], root)).toEqual([]);
    writeFileSync(join(root, `${m}/c/ring.ts`), "import { a } from '../a/index.ts';\nexport const r = a;\n");
    expect((await moduleCycles(['apps/api/src'], root)).map((c) => c.modules)).toEqual([['a', 'b', 'c']]);
  });
});

describe('main', () => {
  it('passes both: no inner file entered from outside, no module cycle', async () => {
    expect(await violations(process.cwd())).toEqual([]);
    expect(await moduleCycles()).toEqual([]);
  }, 240_000);
});
