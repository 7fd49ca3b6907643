import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySelection } from '@hajz/contracts/pricing-rules';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { stcPayOrder } from '../testing';
import { renderHost } from './test-host';

const methods = [
  { id: 'card', name: 'Card', logo: '/payment-logos/card.svg', available: true },
  { id: 'stc_pay', name: 'STC Pay', logo: '/payment-logos/stc_pay.svg', available: true },
];
const choice = { total: 64000, methods, selection: emptySelection };

let calls: Call[];
let confirm: Route;
let resend: Route;
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const dialogNames = () => useDialogs.getState().stack.map((d) => d.name);

async function openCode(locale: 'en' | 'ar' = 'en', stcPayMobile?: string) {
  await renderHost(locale);
  act(() => void openDialog('stc-pay-code', { order: stcPayOrder(), choice, stcPayMobile }));
  const title = locale === 'ar' ? 'أدخل رمز STC Pay' : 'Enter your STC Pay code';
  await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  return screen.getByRole('dialog', { name: title });
}

beforeEach(() => {
  confirm = () => ok({ paid: true, order_status: 'confirmed', reason: null }, 'Paid with STC Pay');
  resend = () =>
    ok({ mobile_masked: '55*****67', otp_expires_at: null, tries_left: 5 }, 'We sent a code to your number');
  calls = fakeFetch((call) => {
    if (call.path === '/api/v1/payments/stc-pay/confirm') return confirm(call);
    if (call.path === '/api/v1/payments/stc-pay/resend') return resend(call);
    if (call.path === '/api/v1/dev/outbox' && call.query.get('mobile_number') === '966551234567')
      return ok({ messages: [{ body: 'STC Pay (sandbox): your code to pay 640.00 SAR to Hajz is 246810' }] });
    return undefined;
  });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('STC Pay code dialog', () => {
  it('a numeric one-time-code field; the right code pays and lands on the bookings like a card', async () => {
    const user = userEvent.setup();
    const dialog = await openCode();
    expect(within(dialog).getByText('55*****67')).toBeTruthy();
    const input = within(dialog).getByLabelText('Code from the SMS') as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(input);
    expect(within(dialog).getByText('5 tries left')).toBeTruthy();
    // Letters are dropped as they are typed; Enter submits (keyboard only).
    await user.type(input, '12a3456{Enter}');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard/bookings'));
    expect(posts('/api/v1/payments/stc-pay/confirm').map((c) => c.body)).toEqual([
      { merchant_reference: 'HZ-2031-000501', otp: '123456' },
    ]);
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['Paid with STC Pay']);
    expect(dialogNames()).toEqual([]);
  });

  it('too short a code is refused here; a wrong code shows the server’s message and the tries left', async () => {
    const user = userEvent.setup();
    confirm = () => refusal(422, 'Wrong code; 3 tries left', { tries_left: 3 });
    const dialog = await openCode();
    const input = within(dialog).getByLabelText('Code from the SMS');
    await user.type(input, '12{Enter}');
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the code from the SMS: digits only.');
    expect(posts('/api/v1/payments/stc-pay/confirm')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '111111{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Wrong code; 3 tries left'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('3 tries left')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(dialogNames()).toEqual(['stc-pay-code']);
  });

  it('no tries left: Pay is disabled until a new code; the new code waits out its cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    confirm = () => refusal(422, 'Too many wrong codes; ask for a new code', { tries_left: 0 });
    const dialog = await openCode();
    expect(within(dialog).getByTestId('stc-resend').textContent).toBe('Send a new code in 60 seconds');
    await user.type(within(dialog).getByLabelText('Code from the SMS'), '111111{Enter}');
    await waitFor(() => expect(within(dialog).getByText('No tries left: ask for a new code.')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Pay 640.00\u00a0SAR' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).queryByRole('button', { name: 'Send a new code' })).toBeNull();

    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await within(dialog).findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(within(dialog).getByText('We sent a new code.')).toBeTruthy());
    expect(posts('/api/v1/payments/stc-pay/resend').map((c) => c.body)).toEqual([
      { merchant_reference: 'HZ-2031-000501' },
    ]);
    expect(within(dialog).getByText('5 tries left')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay 640.00\u00a0SAR' }).hasAttribute('disabled')).toBe(
      false,
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('stc-resend').textContent).toBe('Send a new code in 60 seconds'),
    );
  });

  it('declined by the wallet: back at the choice of a way to pay with why, the methods offered again', async () => {
    const user = userEvent.setup();
    confirm = () =>
      ok(
        { paid: false, order_status: 'pending_payment', reason: 'insufficient_funds' },
        'STC Pay declined the payment; choose another way to pay',
      );
    const dialog = await openCode();
    await user.type(within(dialog).getByLabelText('Code from the SMS'), '123456{Enter}');
    const back = await screen.findByRole('dialog', { name: 'How would you like to pay?' }, { timeout: 5000 });
    expect(within(back).getByTestId('checkout-notice').textContent).toBe(
      'STC Pay declined the payment; choose another way to pay',
    );
    expect(
      within(back)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['card', 'stc_pay']);
    expect(dialogNames()).toEqual(['checkout-payment']);
  });

  it('speaks Arabic, the masked number kept left to right', async () => {
    const dialog = await openCode('ar');
    expect(within(dialog).getByLabelText('الرمز الوارد في الرسالة')).toBeTruthy();
    expect(within(dialog).getByText('55*****67').getAttribute('dir')).toBe('ltr');
    expect(within(dialog).getByText('اطلب رمزًا جديدًا بعد 60 ثانية')).toBeTruthy();
  });

  it('the demo shows the code its console outbox "sent" to the number typed, like the sign-in', async () => {
    const dialog = await openCode('en', '551234567');
    expect((await within(dialog).findByTestId('demo-code')).textContent).toBe(
      'Demo mode: no real SMS is sent. Your STC Pay code is 246810.',
    );
  });
});
