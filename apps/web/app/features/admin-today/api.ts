import type { Locale } from '@hajz/contracts/locale';
import type { TodayResponse } from '@hajz/contracts/today';
import { adminGet } from '~/admin-kit/api';

export const fetchToday = (locale: Locale) => adminGet<TodayResponse>(locale, '/admin/today');
