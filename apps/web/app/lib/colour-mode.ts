import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ColourPreference = 'light' | 'dark' | 'system';
export type ColourValue = 'light' | 'dark';
export const colourModeStorageKey = 'hajz-colour-mode';

/** Spec §3/§4 colour mode: preference (stored), the value shown, whether it is still unknown, and a page's forced mode. */
type ColourMode = {
  preference: ColourPreference;
  value: ColourValue;
  unknown: boolean;
  forced: ColourValue | null;
  setPreference(preference: ColourPreference): void;
  setForced(forced: ColourValue | null): void;
  sync(): void;
};

const systemValue = (): ColourValue =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';

export function resolveColour(
  preference: ColourPreference,
  forced: ColourValue | null,
  system: ColourValue,
): ColourValue {
  return forced ?? (preference === 'system' ? system : preference);
}

export const useColourMode = create<ColourMode>()(
  persist(
    (set, get) => ({
      preference: 'system',
      value: 'light',
      unknown: true,
      forced: null,
      setPreference(preference) {
        set({ preference });
        get().sync();
      },
      setForced(forced) {
        set({ forced });
        get().sync();
      },
      sync() {
        const value = resolveColour(get().preference, get().forced, systemValue());
        set({ value, unknown: false });
        const root = document.documentElement;
        root.classList.toggle('dark', value === 'dark');
        root.style.colorScheme = value;
      },
    }),
    {
      name: colourModeStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ preference }) => ({ preference }),
    },
  ),
);

/**
 * Runs in <head> before first paint: applies the stored preference (or the page's forced mode)
 * so a dark-mode visitor never sees a light flash.
 */
export const colourModeScript = `(function(){try{var d=document.documentElement,f=d.getAttribute('data-forced-colour-mode'),p='system';try{p=JSON.parse(localStorage.getItem('${colourModeStorageKey}')||'{}').state.preference||'system'}catch(e){}var v=f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p);d.classList.toggle('dark',v==='dark');d.style.colorScheme=v}catch(e){}})();`;
