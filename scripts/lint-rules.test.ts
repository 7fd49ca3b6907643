// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Proves the repo's eslint.config.js keeps RTL safe: physical left/right styling is an error in the web app. */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const filePath = 'apps/web/app/probe.tsx';
const rule = 'no-restricted-syntax';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function physicalErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, 'the probe file must be linted, not ignored').toBeDefined();
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === rule && m.severity === 2);
}

const component = (jsx: string) => `export function Probe() {\n  return ${jsx};\n}\n`;

describe('RTL lint rules (eslint.config.js)', () => {
  it('lints the probe path with the web rules', async () => {
    const config = await eslint.calculateConfigForFile(filePath);
    expect(config.rules?.[rule]).toBeDefined();
    expect(await eslint.isPathIgnored(filePath)).toBe(false);
  });

  it.each([
    'ml-2',
    'mr-4',
    '-ml-1',
    'pl-3',
    'pr-4',
    'text-left',
    'text-right',
    'left-0',
    'right-2',
    '-left-1',
    'rounded-tr-lg',
    'rounded-l-md',
    'border-r',
    'float-left',
    'flex md:ml-2',
    'hover:pr-4 gap-2',
  ])('rejects the physical class %j', async (className) => {
    const errors = await physicalErrors(component(`<div className="${className}" />`));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/logical/);
  });

  it('rejects physical classes in template literals and helper strings', async () => {
    expect(await physicalErrors(component('<div className={`flex ${"x"} ml-2`} />'))).toHaveLength(1);
    expect(await physicalErrors(`export const cls = 'p-2 pr-4';\n`)).toHaveLength(1);
  });

  it.each([
    '{ marginLeft: 4 }',
    '{ marginRight: 4 }',
    '{ paddingLeft: 2 }',
    '{ paddingRight: 2 }',
    '{ left: 0 }',
    '{ right: 0 }',
  ])('rejects the physical style object %s', async (style) => {
    const errors = await physicalErrors(component(`<div style={${style}} />`));
    expect(errors).toHaveLength(1);
  });

  it.each([
    'ms-2',
    'me-4',
    '-ms-1',
    'ps-3',
    'pe-4',
    'text-start',
    'text-end',
    'start-0',
    'end-2',
    'rounded-se-lg',
    'rounded-s-md',
    'border-e',
    'mx-2 px-4 gap-2',
    'md:ms-2 hover:pe-4',
    'rtl:rotate-180',
    'translate-x-1',
    'text-center',
  ])('accepts the logical class %j', async (className) => {
    expect(await physicalErrors(component(`<div className="${className}" />`))).toEqual([]);
  });

  it('accepts logical style objects', async () => {
    expect(
      await physicalErrors(component('<div style={{ marginInlineStart: 4, insetInlineEnd: 0 }} />')),
    ).toEqual([]);
  });

  it('accepts the Radix prop value swipeDirection="left" (not a class)', async () => {
    const code = component('<Toast.Provider swipeDirection="left" />').replace(
      'export function',
      "import { Toast } from 'radix-ui';\nexport function",
    );
    expect(await physicalErrors(code)).toEqual([]);
  });

  it('leaves files outside the web app alone', async () => {
    const [result] = await eslint.lintText(`export const cls = 'ml-2';\n`, {
      filePath: 'apps/api/src/probe.ts',
    });
    expect(result!.messages.filter((m) => m.ruleId === rule)).toEqual([]);
  });
});
