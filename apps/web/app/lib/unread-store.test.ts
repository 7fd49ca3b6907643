import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from './testing/fake-fetch';
import { useTicketUnread } from './ticket-unread-store';
import { useUnread } from './unread-store';

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['the notification bell', useUnread, '/api/v1/notifications/unread-count'],
  ['my tickets', useTicketUnread, '/api/v1/tickets/unread-count'],
] as const)('unread count of %s: only the newest count lands (lib/newest-only.ts)', (_, store, path) => {
  it('a slow refresh never replaces a count an action set after it, nor a newer refresh', async () => {
    const releases: (() => void)[] = [];
    let asked = 0;
    fakeFetch(async (call) => {
      if (call.path !== path) return undefined;
      const count = ++asked === 1 ? 5 : 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      return ok({ unread_count: count });
    });
    store.setState({ count: null });
    const slow = store.getState().refresh('en');
    // Reading a message: its answer carries the new count.
    store.getState().set(0);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]!();
    await slow;
    expect(store.getState().count).toBe(0);

    const older = store.getState().refresh('en');
    const newer = store.getState().refresh('en');
    await vi.waitFor(() => expect(releases).toHaveLength(3));
    releases[2]!();
    await newer;
    releases[1]!();
    await older;
    expect(store.getState().count).toBe(1);
  });
});
