/** Test helper (not a test file): the contract walk's requests for the money screens (issue 17 item 3), spread into walkRequests. */
import type { Req } from './openapi-walk-requests.ts';

const admin = '/api/v1/admin';
const get = (path: string): Req[] => [
  { note: 'owner', url: `${admin}${path}`, token: 'admin', expect: 200 },
  { note: 'a customer', url: `${admin}${path}`, token: 'customer', expect: 403 },
];
/** A write to an id that does not exist (404 once the body is valid) and a body that is not (422). */
const write = (method: 'PUT' | 'POST', path: string, valid: object, unknownPath = path): Req[] => [
  { note: 'unknown id', method, url: `${admin}${unknownPath}`, token: 'admin', payload: valid, expect: 404 },
  { note: 'empty body', method, url: `${admin}${path}`, token: 'admin', payload: {}, expect: 422 },
  { note: 'a customer', method, url: `${admin}${path}`, token: 'customer', payload: valid, expect: 403 },
];
const promo = { code: 'WALK10', kind: 'percent', value: 10 };
const fee = { name_en: 'Visit', name_ar: 'زيارة', price: 1000, active: true };
const zone = {
  name_en: 'Zone',
  name_ar: 'منطقة',
  fee: 0,
  travel_minutes: 10,
  radius_metres: 5000,
  active: true,
};
const customerClass = {
  name_en: 'Gold',
  name_ar: 'ذهبي',
  description_en: 'x',
  description_ar: 'x',
  details_en: 'x',
  details_ar: 'x',
  min_spend: 0,
};
const marketing = {
  referral_friend_reward: 0,
  referral_inviter_reward: 0,
  referral_monthly_cap: 10,
  referral_reward_days: 90,
  ga4_measurement_id: null,
  meta_pixel_id: null,
  snap_pixel_id: null,
  tiktok_pixel_id: null,
  consent_version: '2026-11',
};

export const moneyRequests = (): Record<string, Req[]> => ({
  'get /api/v1/admin/promo-codes': get('/promo-codes'),
  'post /api/v1/admin/promo-codes': [
    {
      note: 'a code',
      method: 'POST',
      url: `${admin}/promo-codes`,
      token: 'admin',
      payload: promo,
      expect: 201,
    },
    { note: 'empty', method: 'POST', url: `${admin}/promo-codes`, token: 'admin', payload: {}, expect: 422 },
  ],
  'put /api/v1/admin/promo-codes/{id}': write('PUT', '/promo-codes/1', promo, '/promo-codes/99999999'),
  'get /api/v1/admin/service-fees': get('/service-fees'),
  'put /api/v1/admin/service-fees/{id}': write('PUT', '/service-fees/1', fee, '/service-fees/99999999'),
  'put /api/v1/admin/zones/{id}': write('PUT', '/zones/1', zone, '/zones/99999999'),
  'get /api/v1/admin/loyalty': get('/loyalty'),
  'put /api/v1/admin/loyalty/classes/{id}': write(
    'PUT',
    '/loyalty/classes/1',
    customerClass,
    '/loyalty/classes/99999999',
  ),
  'put /api/v1/admin/loyalty/points': [
    {
      note: 'a rate',
      method: 'PUT',
      url: `${admin}/loyalty/points`,
      token: 'admin',
      payload: { points_per_sar: 1, point_value: 5 },
      expect: 200,
    },
    {
      note: 'empty',
      method: 'PUT',
      url: `${admin}/loyalty/points`,
      token: 'admin',
      payload: {},
      expect: 422,
    },
  ],
  'get /api/v1/admin/settings/marketing': get('/settings/marketing'),
  'put /api/v1/admin/settings/marketing': [
    {
      note: 'as seeded',
      method: 'PUT',
      url: `${admin}/settings/marketing`,
      token: 'admin',
      payload: marketing,
      expect: 200,
    },
    {
      note: 'bad id',
      method: 'PUT',
      url: `${admin}/settings/marketing`,
      token: 'admin',
      payload: { ...marketing, meta_pixel_id: 'abc' },
      expect: 422,
    },
  ],
  'get /api/v1/admin/gift-cards': [
    ...get('/gift-cards'),
    { note: 'bad page', url: `${admin}/gift-cards?page=0`, token: 'admin', expect: 422 },
  ],
  'get /api/v1/admin/gift-cards/{id}': [
    { note: 'unknown', url: `${admin}/gift-cards/99999999`, token: 'admin', expect: 404 },
  ],
  'post /api/v1/admin/gift-cards': [
    { note: 'empty', method: 'POST', url: `${admin}/gift-cards`, token: 'admin', payload: {}, expect: 422 },
  ],
  'post /api/v1/admin/gift-cards/{id}/adjustments': write(
    'POST',
    '/gift-cards/1/adjustments',
    { amount: 100, reason: 'Walk' },
    '/gift-cards/99999999/adjustments',
  ),
  'post /api/v1/admin/gift-cards/{id}/void': write(
    'POST',
    '/gift-cards/1/void',
    { reason: 'Walk' },
    '/gift-cards/99999999/void',
  ),
});
