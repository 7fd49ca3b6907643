import type { Locale } from '@hajz/contracts/locale';
import { countText } from '../i18n/messages.ts';

/** '6 hours' / '6 ساعات' / '24 ساعة': Arabic counts take a different noun form by number. */
export const hoursText = (locale: Locale, hours: number): string => countText(locale, 'time.hours', hours);
