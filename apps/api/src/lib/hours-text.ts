import type { Locale } from '@hajz/contracts/locale';
import { format, type MessageKey } from '../i18n/messages.ts';

const plurals = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/** '6 hours' / '6 ساعات' / '24 ساعة': Arabic counts take a different noun form by number. */
export function hoursText(locale: Locale, hours: number): string {
  const category = plurals[locale].select(hours);
  const key = `time.hours.${category === 'zero' ? 'other' : category}` as MessageKey;
  return format(locale, key, { n: String(hours) });
}
