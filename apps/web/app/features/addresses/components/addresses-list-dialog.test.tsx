import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { useToasts } from '~/lib/toast-store';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { initialAddressesState, useAddresses } from '../store';
import { savedAddress } from '../testing';

let calls: Call[];
let routes: Record<string, Route>;
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);
const list = [
  savedAddress({ id: 3, title: 'Work', full_address: 'King Fahd Road, Riyadh' }),
  savedAddress({ id: 1, title: '  ', full_address: 'Al Malqa, Riyadh' }),
  savedAddress({ id: 2, title: 'Home', is_preferred: 1 }),
];

beforeEach(() => {
  localStorage.clear();
  useAddresses.setState(initialAddressesState);
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  routes = {};
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => vi.unstubAllGlobals());

async function openList(onChoose = vi.fn()) {
  await renderHost('en');
  act(() => void openDialog('addresses', { owner: 7, onChoose }));
  const dialog = await screen.findByRole('dialog', { name: 'My addresses' }, { timeout: 5000 });
  return { dialog, onChoose };
}

describe('addresses list dialog (spec §2)', () => {
  it('shows three skeleton cards while loading, then the preferred first and the newest next', async () => {
    let release!: () => void;
    routes['GET /api/v1/addresses'] = () => new Promise((resolve) => (release = () => resolve(ok(list))));
    const { dialog } = await openList();
    const skeleton = within(dialog).getByRole('status', { name: 'Loading addresses' });
    expect(skeleton.children).toHaveLength(3);
    release();
    const cards = await within(dialog).findAllByTestId('address-card');
    expect(cards.map((c) => c.dataset.id)).toEqual(['2', '3', '1']);
    // A blank title shows the default 'Address'.
    expect(cards[2]!.textContent).toContain('Address');
    expect(within(cards[2]!).getByRole('button', { name: 'Edit Address' })).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Delete Work' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add new address' })).toBeTruthy();
  });

  it('shows the empty text, and the error line in red when loading failed', async () => {
    routes['GET /api/v1/addresses'] = () => ok([]);
    const { dialog } = await openList();
    expect(await within(dialog).findByText('No addresses yet.')).toBeTruthy();
    act(() => useDialogs.getState().closeAll());
    routes['GET /api/v1/addresses'] = () => refusal(500, 'Server error');
    act(() => void useAddresses.getState().load('en', 7, { force: true }));
    act(() => void openDialog('addresses', { owner: 7 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load addresses');
    expect(alert.className).toContain('text-red-700');
  });

  it('choosing a card makes it preferred at once, reports it and closes', async () => {
    routes['GET /api/v1/addresses'] = () => ok(list);
    routes['PUT /api/v1/addresses/3'] = () => ok({ address: { ...list[0], is_preferred: 1 } });
    const { dialog, onChoose } = await openList();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Use Work: King Fahd Road, Riyadh' }),
    );
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3, is_preferred: 1 }));
    expect(useDialogs.getState().stack).toHaveLength(0);
    expect(useAddresses.getState().items[0]).toMatchObject({ id: 3, is_preferred: 1 });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('a failed choice restores the earlier order and says so', async () => {
    routes['GET /api/v1/addresses'] = () => ok(list);
    routes['PUT /api/v1/addresses/3'] = () => refusal(500, 'Server error');
    const { dialog } = await openList();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Use Work/ }));
    await waitFor(() => expect(toasts()).toEqual([['Failed to set preferred address', 'error']]));
    expect(useAddresses.getState().items.map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('deletes behind the confirm dialog, and says when it failed', async () => {
    routes['GET /api/v1/addresses'] = () => ok(list);
    routes['DELETE /api/v1/addresses/3'] = () => refusal(500, 'Server error');
    const { dialog } = await openList();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Work' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual([['Failed to delete address', 'error']]));
    expect(within(dialog).getAllByTestId('address-card')).toHaveLength(3);

    routes['DELETE /api/v1/addresses/3'] = () => ok(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Work' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('address-card')).toHaveLength(2));
  });
});
