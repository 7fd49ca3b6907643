/** Test helper (not a test file): the contract walk's requests for the reports (issue 17 item 4), spread into walkRequests. */
import type { Req } from './openapi-walk-requests.ts';

const period = 'from=2026-03-01&to=2026-03-31';

export const reportRequests = (): Record<string, Req[]> => ({
  'get /api/v1/admin/reports': [
    { note: 'an owner', url: `/api/v1/admin/reports?${period}`, token: 'admin', expect: 200 },
    { note: 'a customer', url: `/api/v1/admin/reports?${period}`, token: 'customer', expect: 403 },
    { note: 'no session', url: `/api/v1/admin/reports?${period}`, expect: 401 },
    {
      note: 'a bad date',
      url: '/api/v1/admin/reports?from=2026-02-30&to=2026-03-31',
      token: 'admin',
      expect: 422,
    },
    {
      note: 'too long',
      url: '/api/v1/admin/reports?from=2025-01-01&to=2026-03-31',
      token: 'admin',
      expect: 422,
    },
  ],
  'get /api/v1/admin/reports/{table}/csv': [
    {
      note: 'revenue by day',
      url: `/api/v1/admin/reports/revenue-by-day/csv?${period}`,
      token: 'admin',
      expect: 200,
    },
    {
      note: 'gift cards',
      url: `/api/v1/admin/reports/gift-cards/csv?${period}`,
      token: 'admin',
      expect: 200,
    },
    { note: 'a customer', url: `/api/v1/admin/reports/vat/csv?${period}`, token: 'customer', expect: 403 },
    { note: 'unknown table', url: `/api/v1/admin/reports/nope/csv?${period}`, token: 'admin', expect: 422 },
  ],
});
