import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import { loadI18n } from '~/lib/i18n';
import { SecurePaymentView } from './secure-payment-view';

async function renderAt(url: string) {
  const locale = url.startsWith('/ar/') ? 'ar' : 'en';
  const Stub = createRoutesStub([{ path: '*', Component: SecurePaymentView }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[url]} />
    </I18nProvider>,
  );
}

/** A stand-in for the window on the other side (the opener tab, or the page holding the iframe). */
const otherWindow = () => ({ postMessage: vi.fn() });

function setWindowProperty(name: 'opener' | 'parent', value: unknown) {
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setWindowProperty('opener', null);
  setWindowProperty('parent', window);
  vi.restoreAllMocks();
});

describe('/secure-payment', () => {
  it('in the payment pop-up: tells its opener (our origin only), says so, and closes itself', async () => {
    const opener = otherWindow();
    setWindowProperty('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await renderAt('/secure-payment?kind=payment&status=success&ref=HZ-2031-000501');
    expect(await screen.findByText('Payment received — you can close this window.')).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        source: 'hajz-payment',
        kind: 'payment',
        status: 'success',
        reference: 'HZ-2031-000501',
        reason: null,
      },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('in the create card frame: tells the parent page the failure and its reason, in Arabic, and stays open', async () => {
    const parent = otherWindow();
    setWindowProperty('parent', parent);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    await renderAt('/ar/secure-payment?kind=card&status=failed&ref=CS-1&reason=declined');
    expect(await screen.findByRole('heading', { name: 'لم تُحفظ البطاقة' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('رُفضت بطاقتك. جرّب بطاقة أخرى.');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'hajz-payment', kind: 'card', status: 'failed', reference: 'CS-1', reason: 'declined' },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
  });

  it('opened on its own: posts nothing and links to the bookings', async () => {
    await renderAt('/secure-payment?kind=payment&status=pending&ref=HZ-2031-000501');
    expect(await screen.findByRole('link', { name: 'Go to my bookings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment in progress' })).toBeTruthy();
  });

  it('ignores an unknown reason and a missing outcome', async () => {
    const opener = otherWindow();
    setWindowProperty('opener', opener);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    await renderAt('/secure-payment?kind=payment&status=failed&reason=<script>');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong with the payment. Please try again.',
    );
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: 'hajz-payment', kind: 'payment', status: 'failed', reference: null, reason: null },
      window.location.origin,
    );
  });

  it('without an outcome in the query: says so and posts nothing', async () => {
    const opener = otherWindow();
    setWindowProperty('opener', opener);
    await renderAt('/secure-payment');
    expect(screen.getByRole('heading', { name: 'Secure payment' })).toBeTruthy();
    expect(
      await screen.findByText('This page shows the result of a payment, but none was given.'),
    ).toBeTruthy();
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
