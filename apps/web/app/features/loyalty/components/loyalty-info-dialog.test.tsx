import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerClass, MyLoyalty } from '@hajz/contracts/loyalty';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { fakeFetch, ok, type Call } from '~/lib/testing/fake-fetch';
import { useAuth } from '~/lib/auth-store';
import { openDialog, useDialogs } from '~/lib/dialogs';

const cls = (over: Partial<CustomerClass>): CustomerClass => ({
  id: 1,
  name: 'Silver',
  description: 'Where every customer starts.',
  details: 'Every booking you pay for counts.',
  image: null,
  min_spend: 0,
  extra_discount: null,
  ...over,
});
const classes = [
  cls({}),
  cls({ id: 2, name: 'Gold', image: '/img/cards/gold.svg', min_spend: 100_000, extra_discount: 5 }),
];
const mine: MyLoyalty = {
  class: classes[0]!,
  paid_spend: 25_000,
  next_class: classes[1]!,
  amount_to_next: 75_000,
};

let calls: Call[];
beforeEach(() => {
  calls = fakeFetch((call) =>
    call.path === '/api/v1/loyalty/classes'
      ? ok({ classes })
      : call.path === '/api/v1/loyalty/me'
        ? ok(mine)
        : undefined,
  );
  useDialogs.getState().closeAll();
  useAuth.setState({ token: null });
});
afterEach(() => {
  // Unmount first: signing out with the dialog still open would fetch again, past the fake network.
  cleanup();
  useAuth.setState({ token: null });
  vi.unstubAllGlobals();
});

async function openInfo(locale: 'en' | 'ar' = 'en') {
  await renderHost(locale);
  act(() => void openDialog('loyalty-info'));
  await screen.findByTestId('loyalty-classes', undefined, { timeout: 5000 });
  return screen.getByTestId('loyalty-info');
}

describe('loyalty info dialog', () => {
  it('shows the title, both intro lines and the classes, the default image for one without', async () => {
    const dialog = await openInfo();
    expect(screen.getByRole('dialog', { name: 'Loyalty levels' })).toBeTruthy();
    expect(within(dialog).getByText('Order more to move up to a higher class.')).toBeTruthy();
    expect(within(dialog).getByText('More rewards are coming soon.')).toBeTruthy();
    const items = within(dialog).getAllByTestId('loyalty-class');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Silver', 'Gold']);
    const images = within(dialog).getAllByTestId('loyalty-class-image');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/img/loyalty-class.svg',
      '/img/cards/gold.svg',
    ]);
    // A guest is not asked for their class.
    expect(within(dialog).queryByTestId('loyalty-current')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/loyalty/classes']);
  });

  it('falls back to the default image when a class image fails to load', async () => {
    const dialog = await openInfo();
    const gold = within(dialog).getAllByTestId('loyalty-class-image')[1]!;
    act(() => void gold.dispatchEvent(new Event('error')));
    expect(gold.getAttribute('src')).toBe('/img/loyalty-class.svg');
  });

  it('expands and collapses the details with read more / show less', async () => {
    const user = userEvent.setup();
    const dialog = await openInfo();
    const first = within(dialog).getAllByTestId('loyalty-class')[0]!;
    const toggle = within(first).getByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = within(first).getByTestId('loyalty-class-details');
    expect(toggle.getAttribute('aria-controls')).toBe(details.id);
    expect(details.className).toContain('line-clamp-2');
    await user.click(toggle);
    expect(toggle.textContent).toBe('Show less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.className).not.toContain('line-clamp-2');
    await user.click(toggle);
    expect(toggle.textContent).toBe('Read more');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('signed in, shows the current class and what is left to the next one', async () => {
    useAuth.setState({ token: 'token' });
    const dialog = await openInfo();
    expect(within(dialog).getByTestId('loyalty-current-class').textContent).toBe('Your class: Silver');
    expect(within(dialog).getByTestId('loyalty-next').textContent).toBe(
      'Spend 750.00\u00a0SAR more to reach Gold.',
    );
    expect(within(dialog).getAllByTestId('loyalty-class')[0]!.getAttribute('aria-current')).toBe('true');
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/v1/loyalty/classes', '/api/v1/loyalty/me']);
  });

  it('reads in Arabic', async () => {
    const dialog = await openInfo('ar');
    expect(screen.getByRole('dialog', { name: 'مستويات الولاء' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'اقرأ المزيد' })).toHaveLength(2);
  });
});
