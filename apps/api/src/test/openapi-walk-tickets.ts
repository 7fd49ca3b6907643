/** Test helper (not a test file): the contract walk's requests for support tickets (issue 16 item 7), spread into walkRequests. */
import type { Req } from './openapi-walk-requests.ts';

const question = { subject: 'Parking', category: 'other', message: 'Is there parking?' };
const unknown = '/api/v1/tickets/99999999';
const unknownAdmin = '/api/v1/admin/tickets/99999999';
const key = '0'.repeat(32);

export const ticketRequests = (): Record<string, Req[]> => ({
  'get /api/v1/tickets': [
    { note: 'mine', url: '/api/v1/tickets', token: 'customer', expect: 200 },
    { note: 'bad page', url: '/api/v1/tickets?page=0', token: 'customer', expect: 422 },
    { note: 'a guest', url: '/api/v1/tickets', token: 'none', expect: 401 },
  ],
  'get /api/v1/tickets/unread-count': [
    { note: 'mine', url: '/api/v1/tickets/unread-count', token: 'customer', expect: 200 },
  ],
  'post /api/v1/tickets': [
    {
      note: 'a question',
      method: 'POST',
      url: '/api/v1/tickets',
      token: 'customer',
      payload: question,
      expect: 201,
    },
    {
      note: 'not my order',
      method: 'POST',
      url: '/api/v1/tickets',
      token: 'customer',
      payload: { ...question, order_id: 99999999 },
      expect: 404,
    },
    {
      note: 'nothing filled',
      method: 'POST',
      url: '/api/v1/tickets',
      token: 'customer',
      payload: {},
      expect: 422,
    },
  ],
  'get /api/v1/tickets/{id}': [
    { note: 'not mine', url: unknown, token: 'customer', expect: 404 },
    { note: 'not an id', url: '/api/v1/tickets/abc', token: 'customer', expect: 422 },
  ],
  'post /api/v1/tickets/{id}/messages': [
    {
      note: 'not mine',
      method: 'POST',
      url: `${unknown}/messages`,
      token: 'customer',
      payload: { message: 'Hello' },
      expect: 404,
    },
  ],
  'get /api/v1/tickets/{id}/attachments/{key}': [
    { note: 'not mine', url: `${unknown}/attachments/${key}`, token: 'customer', expect: 404 },
    { note: 'not a key', url: `${unknown}/attachments/photo.png`, token: 'customer', expect: 422 },
  ],
  'post /api/v1/contact': [
    {
      note: 'a guest',
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Maha', mobile_number: '500000901', message: 'Do you open on Fridays?' },
      expect: 201,
    },
    {
      note: 'a landline',
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Maha', mobile_number: '0112345678', message: 'Hello' },
      expect: 422,
    },
  ],
  'get /api/v1/admin/tickets': [
    {
      note: 'the owner',
      url: '/api/v1/admin/tickets?status=open&branch=none&unread=1',
      token: 'admin',
      expect: 200,
    },
    { note: 'bad status', url: '/api/v1/admin/tickets?status=closed', token: 'admin', expect: 422 },
    { note: 'a customer', url: '/api/v1/admin/tickets', token: 'customer', expect: 403 },
  ],
  'get /api/v1/admin/tickets/{id}': [{ note: 'unknown', url: unknownAdmin, token: 'admin', expect: 404 }],
  'post /api/v1/admin/tickets/{id}/messages': [
    {
      note: 'unknown',
      method: 'POST',
      url: `${unknownAdmin}/messages`,
      token: 'admin',
      payload: { message: 'Hello' },
      expect: 404,
    },
  ],
  'post /api/v1/admin/tickets/{id}/resolve': [
    { note: 'unknown', method: 'POST', url: `${unknownAdmin}/resolve`, token: 'admin', expect: 404 },
  ],
  'post /api/v1/admin/tickets/{id}/reopen': [
    { note: 'a customer', method: 'POST', url: `${unknownAdmin}/reopen`, token: 'customer', expect: 403 },
  ],
  'get /api/v1/admin/tickets/{id}/attachments/{key}': [
    { note: 'unknown', url: `${unknownAdmin}/attachments/${key}`, token: 'admin', expect: 404 },
  ],
});
