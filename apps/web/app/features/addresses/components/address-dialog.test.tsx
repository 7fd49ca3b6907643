import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { fakeFetch, ok, refusal, type Call, type Route } from '~/lib/testing/fake-fetch';
import { useToasts } from '~/lib/toast-store';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { initialAddressesState, useAddresses } from '../store';
import { detectedOf, offlineConfig, savedAddress } from '../testing';

// MapLibre needs WebGL: the map is exercised in Chromium (e2e/addresses.spec.ts), not here.
vi.mock('./address-map', () => ({ AddressMap: () => <div data-testid="address-map" /> }));

let calls: Call[];
let routes: Record<string, Route>;
const toasts = () => useToasts.getState().toasts.map((t) => [t.title, t.color]);

beforeEach(() => {
  localStorage.clear();
  useAddresses.setState({ ...initialAddressesState, owner: 7 });
  useToasts.setState({ toasts: [] });
  useDialogs.getState().closeAll();
  routes = {
    'GET /api/v1/maps/config': () => ok(offlineConfig()),
    'GET /api/v1/maps/reverse': (call) =>
      ok({
        address: detectedOf({
          latitude: Number(call.query.get('latitude')),
          longitude: Number(call.query.get('longitude')),
        }),
      }),
  };
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => vi.unstubAllGlobals());

async function openForm(props: Record<string, unknown> = {}) {
  await renderHost('en');
  act(() => void openDialog('address-form', props));
  const name = props.address ? 'Edit address' : 'Add a new address';
  return screen.findByRole('dialog', { name }, { timeout: 5000 });
}

describe('add/edit address dialog (spec §2/§5)', () => {
  it('without a position, centres on the configured centre and shows its address', async () => {
    const dialog = await openForm();
    await waitFor(() =>
      expect(within(dialog).getByTestId('detected-address').textContent).toBe('Al Olaya, Riyadh'),
    );
    const reverse = calls.find((c) => c.path === '/api/v1/maps/reverse')!;
    expect(Object.fromEntries(reverse.query)).toEqual({ latitude: '24.713600', longitude: '46.675300' });
  });

  it('requires a name after trimming, inline and translated, and sends nothing without one', async () => {
    const onSaved = vi.fn();
    const dialog = await openForm({ onSaved });
    await waitFor(() =>
      expect(within(dialog).getByTestId('detected-address').textContent).toBe('Al Olaya, Riyadh'),
    );
    const name = within(dialog).getByLabelText('Address name');
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText('Enter a name for this address.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    routes['POST /api/v1/addresses'] = () =>
      ok({ address: savedAddress({ id: 9, title: 'Home', is_preferred: 1 }) }, 'Saved', 201);
    await userEvent.type(name, ' Home ');
    expect(within(dialog).queryByText('Enter a name for this address.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ title: 'Home', full_address: 'Al Olaya, Riyadh', latitude: 24.7136 });
    expect(useAddresses.getState().items.map((a) => a.id)).toEqual([9]);
    expect(useDialogs.getState().stack).toHaveLength(0);
  });

  it("shows the server's field errors inline and toasts 'Failed to create address'", async () => {
    routes['POST /api/v1/addresses'] = () => ({
      status: 422,
      body: {
        status: false,
        message: 'Check the fields',
        errors: { title: ['The name is too long'], latitude: ['The place must be in Saudi Arabia'] },
      },
    });
    const dialog = await openForm();
    await waitFor(() =>
      expect(within(dialog).getByTestId('detected-address').textContent).toBe('Al Olaya, Riyadh'),
    );
    await userEvent.type(within(dialog).getByLabelText('Address name'), 'Home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('The name is too long')).toBeTruthy();
    expect(within(dialog).getByText('The place must be in Saudi Arabia')).toBeTruthy();
    expect(toasts()).toEqual([['Failed to create address', 'error']]);
  });

  it('editing pre-fills the name and address and saves with PUT; a failure toasts', async () => {
    const address = savedAddress({ id: 4, title: 'Work', full_address: 'King Fahd Road', is_preferred: 1 });
    routes['PUT /api/v1/addresses/4'] = () => refusal(500, 'Server error');
    const dialog = await openForm({ address });
    expect((within(dialog).getByLabelText('Address name') as HTMLInputElement).value).toBe('Work');
    expect(within(dialog).getByTestId('detected-address').textContent).toBe('King Fahd Road');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toasts()).toEqual([['Failed to update address', 'error']]));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ title: 'Work', full_address: 'King Fahd Road', is_preferred: 1 });
    // Editing asks no position and geocodes nothing: the saved point is where it was.
    expect(calls.some((c) => c.path === '/api/v1/maps/reverse')).toBe(false);
  });
});
