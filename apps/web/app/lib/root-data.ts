import { useRouteLoaderData } from 'react-router';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';

export type RootData = { locale: Locale; business: BusinessSettings; origin: string };

/** The root loader's data (business settings, origin); undefined while an error page renders. */
export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;
