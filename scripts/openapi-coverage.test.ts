// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { uncovered } from './openapi-coverage.mjs';

/** Two workers' records, as apps/api/src/test/openapi-contract.ts writes them. */
const operations = {
  'get /api/v1/products': ['200'],
  'get /api/v1/payments/{id}/pay': ['303'],
  'post /api/v1/cart': ['201'],
};

describe('the OpenAPI coverage check', () => {
  it('names each operation no worker received a success answer for, and passes once one did', () => {
    const first = { operations, seen: { 'get /api/v1/products 200': 3, 'post /api/v1/cart 422': 1 } };
    expect(uncovered([first])).toEqual([
      'get /api/v1/payments/{id}/pay (documented: 303)',
      'post /api/v1/cart (documented: 201)',
    ]);
    const second = {
      operations,
      seen: { 'post /api/v1/cart 201': 1, 'get /api/v1/payments/{id}/pay 303': 2 },
    };
    expect(uncovered([first, second])).toEqual([]);
  });

  it('an error answer does not cover an operation', () => {
    expect(uncovered([{ operations, seen: { 'get /api/v1/products 404': 1 } }])).toContain(
      'get /api/v1/products (documented: 200)',
    );
  });
});
