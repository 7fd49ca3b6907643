// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { playwrightFailures, vitestFailures } from './test-reports.mjs';

/** Trimmed from real reports written by `vitest --reporter=json` and Playwright's json reporter. */
const vitestReport = {
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/apps/api/src/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'orders refuses a stale cart',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected 200 to be 409 // Object.is equality\n    at /repo/apps/api/src/a.test.ts:2:34',
          ],
        },
        { fullName: 'orders makes one', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: '/repo/b.test.ts',
      status: 'failed',
      message: 'Error: Cannot find module x',
      assertionResults: [],
    },
    { name: '/repo/c.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

const spec = (title: string, ok: boolean, message?: string, line?: number) => ({
  title,
  ok,
  file: 'auth.spec.ts',
  tests: [
    {
      results: [
        {
          status: ok ? 'passed' : 'failed',
          ...(message
            ? {
                error: {
                  message,
                  ...(line ? { location: { file: '/repo/e2e/auth.spec.ts', line, column: 5 } } : {}),
                },
              }
            : {}),
        },
      ],
    },
  ],
});
const playwrightReport = {
  suites: [
    {
      title: 'auth.spec.ts',
      file: 'auth.spec.ts',
      specs: [
        spec('signs in', true),
        spec('signs up (en)', false, '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m'),
      ],
      suites: [
        {
          title: 'the wizard',
          file: 'auth.spec.ts',
          specs: [
            spec('closes', false, 'Error: expect(x)\nmore'),
            spec(
              'says hello',
              false,
              "Error: expect(locator).toBeVisible() failed\n\nLocator: getByText('Hello').first()\nExpected: visible",
              95,
            ),
          ],
        },
      ],
    },
  ],
};

describe('failed tests from the JSON reports', () => {
  it('names each failed vitest test with its file and the first line of its error, and a file that failed to load', () => {
    expect(vitestFailures(vitestReport, '/repo')).toEqual([
      'apps/api/src/a.test.ts › orders refuses a stale cart: AssertionError: expected 200 to be 409 // Object.is equality',
      'b.test.ts › (file): Error: Cannot find module x',
    ]);
  });

  it('names each failed Playwright spec with its describe path, without colour codes, and the step that failed on what', () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      'auth.spec.ts › signs up (en): Test timeout of 30000ms exceeded.',
      'auth.spec.ts › the wizard › closes: Error: expect(x)',
      "auth.spec.ts › the wizard › says hello: Error: expect(locator).toBeVisible() failed · Locator: getByText('Hello').first() · at auth.spec.ts:95",
    ]);
  });

  it('lists nothing when there is no report', () => {
    expect(vitestFailures(null, '/repo')).toEqual([]);
    expect(playwrightFailures(null)).toEqual([]);
  });
});
