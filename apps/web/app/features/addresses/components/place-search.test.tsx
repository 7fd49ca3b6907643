import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, ok, type Call, type Route } from '~/lib/testing/fake-fetch';
import { suggestionOf } from '../testing';
import { PlaceSearch } from './place-search';
import { renderInPage } from './render-in-page';

let calls: Call[];
let askedAt: number[] = [];
let routes: Record<string, Route>;
const suggestionCalls = () => calls.filter((c) => c.path === '/api/v1/maps/suggestions');
const two = [
  suggestionOf(),
  suggestionOf({ id: 'gz:riyadh-olaya-south', title: 'Olaya South', latitude: null, longitude: null }),
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  askedAt = [];
  routes = { 'GET /api/v1/maps/suggestions': () => ok({ suggestions: two }) };
  calls = fakeFetch((call) => {
    askedAt.push(Date.now());
    return routes[`${call.method} ${call.path}`]?.(call);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function setup(autocomplete = true) {
  const onPick = vi.fn();
  await renderInPage(
    <div>
      <PlaceSearch
        session="session-1234"
        autocomplete={autocomplete}
        near={() => ({ latitude: 24.7, longitude: 46.6 })}
        onPick={onPick}
      />
      <p>outside</p>
    </div>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const box = await screen.findByRole('combobox', { name: 'Search for a place' });
  return { user, box, onPick };
}

describe('place search combobox (spec §2/§5/§9)', () => {
  it('asks only with 3 characters, 220 ms after the last key, with the session and the map point', async () => {
    const { user, box } = await setup();
    await user.type(box, 'ol');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestionCalls()).toHaveLength(0);
    // 'ola' then 'olay' in quick succession: one request, for the text as it was 220 ms after the last key.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await user.type(box, 'ay');
    const lastKey = Date.now();
    expect(timers.mock.calls.filter(([, ms]) => ms === 220)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestionCalls()).toHaveLength(1);
    // Measured after user-event returned (a tick after the key): not sooner than the debounce allows.
    expect(askedAt[0]! - lastKey).toBeGreaterThanOrEqual(180);
    const query = suggestionCalls()[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      q: 'olay',
      session: 'session-1234',
      latitude: '24.7',
      longitude: '46.6',
    });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('a slow answer for the earlier text never replaces the suggestions for the newer one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    routes['GET /api/v1/maps/suggestions'] = async (call) => {
      if (call.query.get('q') === 'ola') {
        await held;
        return ok({ suggestions: two });
      }
      return ok({ suggestions: [two[0]!] });
    };
    const { user, box } = await setup();
    await user.type(box, 'ola');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.type(box, 'y');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(suggestionCalls().map((c) => c.query.get('q'))).toEqual(['ola', 'olay']);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    release();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('arrow keys move through the suggestions and Enter chooses the active one', async () => {
    const { user, box, onPick } = await setup();
    await user.type(box, 'olaya');
    await act(() => vi.advanceTimersByTimeAsync(220));
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ title: 'Olaya South' }));
    expect((box as HTMLInputElement).value).toBe('Olaya South');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Showing the chosen name searches for nothing.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestionCalls()).toHaveLength(1);
  });

  it('Escape and a click outside close the list', async () => {
    const { user, box } = await setup();
    await user.type(box, 'olaya');
    await act(() => vi.advanceTimersByTimeAsync(220));
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('outside'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'No results found.' when nothing matches", async () => {
    routes['GET /api/v1/maps/suggestions'] = () => ok({ suggestions: [] });
    const { user, box } = await setup();
    await user.type(box, 'zzzz');
    await act(() => vi.advanceTimersByTimeAsync(220));
    expect(await screen.findByText('No results found.')).toBeTruthy();
  });

  it('with autocomplete off it never suggests while typing; Enter runs maps/search', async () => {
    routes['GET /api/v1/maps/search'] = () => ok({ suggestions: [two[0]] });
    const { user, box, onPick } = await setup(false);
    await user.type(box, 'olaya');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(suggestionCalls()).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/v1/maps/search').map((c) => c.query.get('q'))).toEqual([
        'olaya',
      ]),
    );
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'gz:riyadh-olaya' }));
  });
});
