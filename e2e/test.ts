import { test as base, expect } from '@playwright/test';

/**
 * Every end-to-end test, with one check around it: no page, pop-up or frame it opened reported a
 * Content-Security-Policy violation (issue 18 D6: the strict policy must not break anything a customer does).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
