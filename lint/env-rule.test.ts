/** The process.env rule (eslint.config.js, ADR 0039): the API server reads settings only in config.ts and config/. */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });

async function envErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('process.env only in config.ts', () => {
  it('fails a server file that reads process.env, however it reaches it', async () => {
    expect(
      await envErrors('export const port = process.env.PORT;\n', 'apps/api/src/modules/demo/port.ts'),
    ).toEqual([expect.stringMatching(/^no-restricted-properties: .*typed config/)]);
    expect(
      await envErrors('const { env } = process;\nexport const port = env.PORT;\n', 'apps/api/src/app.ts'),
    ).toEqual([expect.stringMatching(/^no-restricted-properties: /)]);
    expect(
      await envErrors(
        "import { env } from 'node:process';\nexport const port = env.PORT;\n",
        'apps/api/src/server.ts',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*typed config/)]);
  });

  it('passes the same read in config.ts and config/', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await envErrors(code, 'apps/api/src/config.ts')).toEqual([]);
    expect(await envErrors(code, 'apps/api/src/config/ports.ts')).toEqual([]);
  });

  it('leaves tests and their harness alone (they read TEST_DATABASE_URL)', async () => {
    const code = 'export const url = process.env.TEST_DATABASE_URL;\n';
    expect(await envErrors(code, 'apps/api/src/modules/demo/port.test.ts')).toEqual([]);
    expect(await envErrors(code, 'apps/api/src/test/test-app.ts')).toEqual([]);
  });
});
