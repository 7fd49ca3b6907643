/** Test helper (not a test file): the contract walk's requests for addresses and maps (issue 14) and growth (issue 15), spread into walkRequests. */
import type { Req } from './openapi-walk-requests.ts';

export const growthRequests = (): Record<string, Req[]> => ({
  'post /api/v1/consent': [
    {
      note: 'a choice',
      method: 'POST',
      url: '/api/v1/consent',
      payload: {
        visitor_id: '0b7c6a4e-2f7d-4c1e-9a55-3f2e8d1c0a9b',
        version: '2026-11',
        analytics: true,
        marketing: false,
        source: 'banner',
      },
      expect: 201,
    },
    { note: 'no visitor', method: 'POST', url: '/api/v1/consent', payload: { version: 'x' }, expect: 422 },
  ],
  'get /api/v1/icons/{collection}': [
    { note: 'two icons', url: '/api/v1/icons/lucide.json?icons=x,check', expect: 200 },
    { note: 'unknown set', url: '/api/v1/icons/nope.json?icons=x', expect: 404 },
  ],
  'get /api/v1/addresses': [{ note: 'mine', url: '/api/v1/addresses', token: 'customer', expect: 200 }],
  'post /api/v1/addresses': [
    {
      note: 'a place in Riyadh',
      method: 'POST',
      url: '/api/v1/addresses',
      token: 'customer',
      payload: {
        title: 'Home',
        full_address: 'Olaya, Riyadh',
        latitude: 24.69,
        longitude: 46.68,
        is_preferred: 1,
      },
      expect: 201,
    },
    {
      note: 'preferred as a boolean',
      method: 'POST',
      url: '/api/v1/addresses',
      token: 'customer',
      payload: {
        title: 'Work',
        full_address: 'Malqa, Riyadh',
        latitude: 24.8,
        longitude: 46.6,
        is_preferred: true,
      },
      expect: 422,
    },
  ],
  'put /api/v1/addresses/{id}': [
    {
      note: 'unknown',
      method: 'PUT',
      url: '/api/v1/addresses/99999999',
      token: 'customer',
      payload: { title: 'Home', full_address: 'Olaya, Riyadh', latitude: 24.69, longitude: 46.68 },
      expect: 404,
    },
  ],
  'delete /api/v1/addresses/{id}': [
    {
      note: 'unknown',
      method: 'DELETE',
      url: '/api/v1/addresses/99999999',
      token: 'customer',
      expect: 404,
    },
  ],
  'get /api/v1/maps/config': [{ note: 'offline', url: '/api/v1/maps/config', expect: 200 }],
  'get /api/v1/maps/suggestions': [
    { note: 'olaya', url: '/api/v1/maps/suggestions?q=olaya&latitude=24.7&longitude=46.7', expect: 200 },
    { note: 'two characters', url: '/api/v1/maps/suggestions?q=ol', expect: 422 },
  ],
  'get /api/v1/maps/search': [
    { note: 'Arabic', url: `/api/v1/maps/search?q=${encodeURIComponent('العليا')}`, expect: 200 },
    { note: 'no query', url: '/api/v1/maps/search', expect: 422 },
  ],
  'get /api/v1/maps/places/{id}': [
    { note: 'a district', url: '/api/v1/maps/places/gz:riyadh-olaya', expect: 200 },
    { note: 'unknown', url: '/api/v1/maps/places/gz:nowhere', expect: 404 },
    { note: 'malformed', url: '/api/v1/maps/places/nope', expect: 422 },
  ],
  'get /api/v1/maps/reverse': [
    { note: 'Olaya', url: '/api/v1/maps/reverse?latitude=24.6993&longitude=46.6851', expect: 200 },
    { note: 'out of range', url: '/api/v1/maps/reverse?latitude=95&longitude=46', expect: 422 },
  ],
  'get /api/v1/maps/offline/{layer}.geojson': [
    { note: 'districts', url: '/api/v1/maps/offline/districts.geojson', expect: 200 },
    { note: 'branches', url: '/api/v1/maps/offline/branches.geojson', expect: 200 },
    { note: 'unknown layer', url: '/api/v1/maps/offline/roads.geojson', expect: 404 },
  ],
  'get /api/v1/settings/invite-friend': [
    { note: 'my code', url: '/api/v1/settings/invite-friend', token: 'customer', expect: 200 },
    { note: 'no token', url: '/api/v1/settings/invite-friend', token: 'none', expect: 401 },
  ],
  'get /api/v1/referrals': [
    { note: 'my invitations', url: '/api/v1/referrals', token: 'customer', expect: 200 },
  ],
  'post /api/v1/referrals/claim': [
    {
      note: 'malformed code',
      method: 'POST',
      url: '/api/v1/referrals/claim',
      token: 'customer',
      payload: { invitation_code: 'no!' },
      expect: 422,
    },
    {
      note: 'unknown code',
      method: 'POST',
      url: '/api/v1/referrals/claim',
      token: 'customer',
      payload: { invitation_code: 'ZZZZ2222' },
      expect: 422,
    },
  ],
});
