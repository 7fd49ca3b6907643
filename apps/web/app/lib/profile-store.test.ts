import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@hajz/contracts/auth';
import { fakeFetch, ok } from './testing/fake-fetch';
import { useProfile } from './profile-store';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const profile = (name: string) => ({ id: 7, full_name: name }) as unknown as Profile;

describe('profile store: only the newest profile lands (lib/newest-only.ts)', () => {
  it('a fetch still on its way at sign-out never brings the profile back', async () => {
    let release: (() => void) | null = null;
    fakeFetch(async (call) => {
      if (call.path !== '/api/v1/account/info') return undefined;
      await new Promise<void>((resolve) => (release = resolve));
      return ok(profile('Noura'));
    });
    useProfile.setState({ profile: null, isLoading: false, error: null });
    const fetching = useProfile.getState().fetch('en');
    useProfile.getState().clear();
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await fetching;
    expect(useProfile.getState()).toMatchObject({ profile: null, isLoading: false });
  });

  it('a slow fetch never replaces what an update answered after it', async () => {
    let release: (() => void) | null = null;
    fakeFetch(async (call) => {
      if (call.path === '/api/v1/account/info') {
        await new Promise<void>((resolve) => (release = resolve));
        return ok(profile('Old name'));
      }
      if (call.path === '/api/v1/account/update') return ok(profile('New name'), 'Saved');
      return undefined;
    });
    useProfile.setState({ profile: profile('Old name'), isLoading: false, error: null });
    const fetching = useProfile.getState().fetch('en');
    expect(await useProfile.getState().update('en', { full_name: 'New name' })).toBe(true);
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await fetching;
    expect(useProfile.getState()).toMatchObject({ profile: { full_name: 'New name' }, isLoading: false });
  });
});
