import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Profile } from '@hajz/contracts/auth';
import type { Locale } from '@hajz/contracts/locale';
import { ApiError } from './api-client';
import { browserApi } from './browser-api';
import { newestOnly } from './newest-only';

/** Only the newest profile lands (lib/newest-only.ts): a slow fetch never replaces what an update answered. */
const newest = newestOnly();

/** Spec §8 texts; keys in the common namespace. */
export type ProfileErrorKey =
  'profile.load_failed' | 'profile.update_failed' | 'profile.delete_failed' | 'profile.invalid_response';

/** Spec §4 profile store: the profile (persisted locally) and its request flags. */
type ProfileState = {
  profile: Profile | null;
  isLoading: boolean;
  isUpdating: boolean;
  updateSuccess: boolean;
  error: ProfileErrorKey | string | null;
  fetch(locale: Locale): Promise<void>;
  /** Sends only non-null, non-empty fields (spec §5) plus an optional image; merges what comes back. */
  update(
    locale: Locale,
    fields: Record<string, string | null | undefined>,
    image?: File | null,
  ): Promise<boolean>;
  remove(locale: Locale): Promise<boolean>;
  clear(): void;
};

export const useProfile = create<ProfileState>()(
  persist(
    (set, get) => ({
      profile: null,
      isLoading: false,
      isUpdating: false,
      updateSuccess: false,
      error: null,
      async fetch(locale) {
        const isNewest = newest.begin();
        set({ isLoading: true, error: null });
        try {
          const envelope = await browserApi(locale, { quiet: true }).get<Profile>('/account/info');
          if (!isNewest()) return;
          if (envelope.status === true && envelope.data) set({ profile: envelope.data, isLoading: false });
          else set({ error: 'profile.invalid_response', isLoading: false });
        } catch (error) {
          if (!isNewest()) return;
          set({
            error:
              error instanceof ApiError && error.envelope.message
                ? error.envelope.message
                : 'profile.load_failed',
            isLoading: false,
          });
        }
      },
      async update(locale, fields, image) {
        set({ isUpdating: true, updateSuccess: false, error: null });
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) {
          if (value !== null && value !== undefined && value.trim() !== '') form.append(key, value.trim());
        }
        if (image) form.append('image', image);
        form.append('_method', 'PUT');
        try {
          const envelope = await browserApi(locale).request<Profile>('/account/update', {
            method: 'POST',
            body: form,
            successToast: true,
          });
          // The server's answer to the change is newer than any fetch still on its way.
          newest.drop();
          set({
            profile: { ...(get().profile ?? ({} as Profile)), ...envelope.data },
            isLoading: false,
            isUpdating: false,
            updateSuccess: true,
          });
          return true;
        } catch {
          set({ isUpdating: false, error: 'profile.update_failed' });
          return false;
        }
      },
      async remove(locale) {
        try {
          await browserApi(locale).request<null>('/account/delete', { method: 'DELETE', successToast: true });
          newest.drop();
          set({ profile: null, isLoading: false });
          return true;
        } catch {
          set({ error: 'profile.delete_failed' });
          return false;
        }
      },
      // Signed out: a fetch still on its way must not bring the profile back.
      clear: () => {
        newest.drop();
        set({ profile: null, error: null, isLoading: false });
      },
    }),
    {
      name: 'hajz-profile',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ profile }) => ({ profile }),
    },
  ),
);
