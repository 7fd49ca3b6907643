import { useRouteLoaderData } from 'react-router';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import type { Profile } from '@hajz/contracts/auth';

export type RootData = {
  locale: Locale;
  business: BusinessSettings;
  origin: string;
  user: Profile | null;
  /** The visitor's consent cookie names the business's current consent version (no banner on first paint). */
  consentRecorded: boolean;
};

/** The root loader's data (business settings, origin); undefined while an error page renders. */
export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;

/** The signed-in customer as the server saw them on this page load, or null for a guest. */
export const useCurrentUser = () => useRootData()?.user ?? null;
