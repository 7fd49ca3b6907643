/** The cancellation policy as a customer reads it before paying and in the confirmation (issue 28, both languages). */
import type { Locale } from '@hajz/contracts/locale';
import { format } from '../i18n/messages.ts';
import { hoursText } from './hours-text.ts';

export const policyText = (locale: Locale, windowHours: number) =>
  format(locale, 'deposits.policy', { hours: hoursText(locale, windowHours) });
