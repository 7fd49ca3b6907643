import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { fakeFetch } from './testing/fake-fetch';
import { useAuthedImage } from './use-authed-image';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let revoked: string[];
let releases: Map<string, () => void>;

beforeEach(() => {
  revoked = [];
  releases = new Map();
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as Blob & { name?: string }).name}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  // Each picture answers when the test releases it.
  fakeFetch(async (call) => {
    await new Promise<void>((resolve) => releases.set(call.path, resolve));
    return { status: 200, body: Object.assign(new Blob(['png']), { name: call.path.slice(1) }) };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const release = async (path: string) => {
  await vi.waitFor(() => expect(releases.has(path)).toBe(true));
  await act(async () => releases.get(path)!());
};

describe('useAuthedImage (on lib/use-server-state.ts)', () => {
  it("a slow answer for the earlier picture never replaces the newer one; the old one's never shows", async () => {
    const { result, rerender, unmount } = renderHook(({ url }) => useAuthedImage(url), {
      initialProps: { url: '/a' },
    });
    expect(result.current).toEqual({ src: null, failed: false });
    await release('/a');
    expect(result.current.src).toBe('blob:a');
    rerender({ url: '/b' });
    // The other picture's bytes are not this one's, even while its own are on their way.
    expect(result.current.src).toBeNull();
    rerender({ url: '/c' });
    await release('/c');
    await release('/b');
    expect(result.current).toEqual({ src: 'blob:c', failed: false });
    expect(revoked).toEqual(['blob:a']);
    unmount();
    expect(revoked).toEqual(['blob:a', 'blob:c']);
  });
});
