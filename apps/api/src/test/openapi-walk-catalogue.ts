/** Test helper (not a test file): the contract walk's requests for the back office's catalogue (issue 17 item 1). */
import type { Req, WalkIds } from './openapi-walk-requests.ts';

const base = '/api/v1/admin/catalogue';
const unknown = 99999999;
const names = { name_en: 'Walk', name_ar: 'جولة' };

/** A write refused by validation (the owner) and by role (a customer). */
const refused = (method: string, url: string): Req[] => [
  { note: 'nothing filled', method, url, token: 'admin', payload: {}, expect: 422 },
  { note: 'a customer', method, url, token: 'customer', payload: {}, expect: 403 },
];

export const catalogueRequests = (ids: WalkIds): Record<string, Req[]> => ({
  'get /api/v1/admin/catalogue/products': [
    { note: 'services', url: `${base}/products?type=service`, token: 'admin', expect: 200 },
    { note: 'bad type', url: `${base}/products?type=gift`, token: 'admin', expect: 422 },
    { note: 'a customer', url: `${base}/products`, token: 'customer', expect: 403 },
  ],
  'post /api/v1/admin/catalogue/products': refused('POST', `${base}/products`),
  'put /api/v1/admin/catalogue/products/{id}': refused('PUT', `${base}/products/${ids.productId}`),
  'post /api/v1/admin/catalogue/products/{id}/publish': [
    {
      note: 'published (as it was)',
      method: 'POST',
      url: `${base}/products/${ids.productId}/publish`,
      token: 'admin',
      payload: { is_active: true },
      expect: 200,
    },
    {
      note: 'unknown',
      method: 'POST',
      url: `${base}/products/${unknown}/publish`,
      token: 'admin',
      payload: { is_active: true },
      expect: 404,
    },
  ],
  'post /api/v1/admin/catalogue/products/reorder': refused('POST', `${base}/products/reorder`),
  'get /api/v1/admin/catalogue/menus': [
    { note: 'all', url: `${base}/menus`, token: 'admin', expect: 200 },
    { note: 'a guest', url: `${base}/menus`, token: 'none', expect: 401 },
  ],
  'post /api/v1/admin/catalogue/menus': refused('POST', `${base}/menus`),
  'put /api/v1/admin/catalogue/menus/{id}': [
    ...refused('PUT', `${base}/menus/1`),
    {
      note: 'unknown',
      method: 'PUT',
      url: `${base}/menus/${unknown}`,
      token: 'admin',
      payload: names,
      expect: 404,
    },
  ],
  'post /api/v1/admin/catalogue/menus/reorder': refused('POST', `${base}/menus/reorder`),
  'post /api/v1/admin/catalogue/categories': refused('POST', `${base}/categories`),
  'put /api/v1/admin/catalogue/categories/{id}': [
    ...refused('PUT', `${base}/categories/1`),
    {
      note: 'unknown',
      method: 'PUT',
      url: `${base}/categories/${unknown}`,
      token: 'admin',
      payload: names,
      expect: 404,
    },
  ],
  'post /api/v1/admin/catalogue/categories/reorder': refused('POST', `${base}/categories/reorder`),
  'get /api/v1/admin/catalogue/branches': [
    { note: 'all', url: `${base}/branches`, token: 'admin', expect: 200 },
  ],
  'put /api/v1/admin/catalogue/branches/{id}': refused('PUT', `${base}/branches/${ids.branchId}`),
  'put /api/v1/admin/catalogue/branches/{id}/hours': refused('PUT', `${base}/branches/${ids.branchId}/hours`),
  'post /api/v1/admin/catalogue/branches/{id}/exceptions': refused(
    'POST',
    `${base}/branches/${ids.branchId}/exceptions`,
  ),
  'delete /api/v1/admin/catalogue/branches/{id}/exceptions/{exception_id}': [
    {
      note: 'unknown',
      method: 'DELETE',
      url: `${base}/branches/${ids.branchId}/exceptions/${unknown}`,
      token: 'admin',
      expect: 404,
    },
  ],
  'get /api/v1/media/catalogue/{key}': [
    { note: 'unknown', url: `/api/v1/media/catalogue/${'0'.repeat(32)}`, expect: 404 },
    { note: 'bad key', url: '/api/v1/media/catalogue/nope', expect: 422 },
  ],
});
