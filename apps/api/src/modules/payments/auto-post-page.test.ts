import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { autoPostPage, autoPostPolicy } from './auto-post-page.ts';

describe('the provider auto-post page', () => {
  const action = 'https://sbcheckout.payfort.com/FortAPI/paymentPage';
  const html = autoPostPage(action, { signature: 'abc', merchant_reference: 'HZ1' });
  const policy = autoPostPolicy(action);

  it("allows exactly its own script, by hash (the policy's hash is the page's script)", () => {
    const script = /<script>([^<]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('posts only to the provider, loads nothing else, and only our pages may frame it', () => {
    expect(policy).toContain('form-action https://sbcheckout.payfort.com;');
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
