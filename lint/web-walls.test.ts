import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web walls (lint/web-walls.cjs): each rule is fed a violating file laid out like the real tree (in a temp
 * folder) and must report it; the real tree must pass.
 */
const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const rules = (require('./web-walls.cjs') as { forbidden: unknown[] }).forbidden;

let root: string;
const write = (path: string, code: string) => {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), code);
};

async function violations(
  cwd: string,
  paths: string[],
  extra: Partial<ICruiseOptions> = {},
): Promise<IViolation[]> {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const result = await cruise(paths, {
      validate: true,
      ruleSet: { forbidden: rules } as ICruiseOptions['ruleSet'],
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['node_modules', '/dist/', '/build/', '\\.react-router/'] },
      tsPreCompilationDeps: true,
      ...extra,
    });
    if (typeof result.output === 'string') throw new Error('expected a cruise result, not text');
    return result.output.summary.violations;
  } finally {
    process.chdir(previous);
  }
}
const named = (found: IViolation[], rule: string) =>
  found.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'web-walls-'));
  write('apps/web/app/features/gifting/calendar.ts', "export { slots } from '../booking/slots';\n");
  write('apps/web/app/features/gifting/own.ts', "export { slots } from './slots';\n");
  write('apps/web/app/features/gifting/slots.ts', 'export const slots = 1;\n');
  write('apps/web/app/features/booking/slots.ts', 'export const slots = 2;\n');
  write(
    'apps/web/app/features/admin-settings/screen.tsx',
    "export { y } from '../admin-schedules/fields';\n",
  );
  write('apps/web/app/features/admin-schedules/fields.ts', 'export const y = 1;\n');
  write('apps/web/app/features/support-desk/kit.ts', "export { kit } from '../../admin-kit/kit';\n");
  write('apps/web/app/admin-kit/kit.ts', 'export const kit = 1;\n');
  write('apps/web/app/admin-kit/leak.ts', "export { slots } from '../features/booking/slots';\n");
  write('apps/web/app/lib/leak.ts', "export { slots } from '../features/booking/slots';\n");
  write('apps/web/app/components/leak.tsx', "export { slots } from '../features/booking/slots';\n");
  write('apps/web/app/components/admin.tsx', "export { kit } from '../admin-kit/kit';\n");
  write('apps/web/app/lib/admin.ts', "export { kit } from '../admin-kit/kit';\n");
  write('apps/web/app/lib/fine.ts', "export { x } from './other';\n");
  write('apps/web/app/lib/other.ts', 'export const x = 1;\n');
  write('apps/web/app/routes/page.tsx', "export { slots } from '../features/booking/slots';\n");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('web walls (lint/web-walls.cjs)', () => {
  it('a feature importing another feature fails; its own files, the kit and shared layers pass', async () => {
    const found = await violations(root, ['apps']);
    expect(named(found, 'web-feature-to-feature').sort()).toEqual([
      'apps/web/app/features/admin-settings/screen.tsx -> apps/web/app/features/admin-schedules/fields.ts',
      'apps/web/app/features/gifting/calendar.ts -> apps/web/app/features/booking/slots.ts',
    ]);
  });

  it('lib/, components/ and admin-kit/ importing a feature fail; routes may', async () => {
    const found = await violations(root, ['apps']);
    expect(named(found, 'web-shared-to-feature').sort()).toEqual([
      'apps/web/app/admin-kit/leak.ts -> apps/web/app/features/booking/slots.ts',
      'apps/web/app/components/leak.tsx -> apps/web/app/features/booking/slots.ts',
      'apps/web/app/lib/leak.ts -> apps/web/app/features/booking/slots.ts',
    ]);
  });

  it('lib/ and components/ importing the back office kit fail', async () => {
    const found = await violations(root, ['apps']);
    expect(named(found, 'web-customer-shared-to-admin-kit').sort()).toEqual([
      'apps/web/app/components/admin.tsx -> apps/web/app/admin-kit/kit.ts',
      'apps/web/app/lib/admin.ts -> apps/web/app/admin-kit/kit.ts',
    ]);
  });

  it('the real web app passes', async () => {
    const found = await violations(repoRoot, ['apps/web/app'], {
      tsConfig: { fileName: 'tsconfig.depcruise.json' },
    });
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });
});
