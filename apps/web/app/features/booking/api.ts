import type { JoinWaitlistBody } from '@hajz/contracts/waitlist';
import type { AvailableTimesResponse } from '@hajz/contracts/booking';
import type { Product, ProductsResponse } from '@hajz/contracts/catalogue';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

export type BranchOption = { id: number; name: string };

/** Spec §7 available-times. `cartProductId`: the line being edited, so its own hold stays bookable. */
export async function fetchAvailableTimes(
  locale: Locale,
  productId: number,
  query: {
    branchId: number | null;
    visitors: number;
    cartProductId: number | null;
    /** The services that follow this one in the same visit (ADR 0063): the times the whole visit fits. */
    thenProductIds?: readonly number[];
  },
): Promise<AvailableTimesResponse> {
  const then = query.thenProductIds?.length ? query.thenProductIds.join(',') : null;
  const envelope = await browserApi(locale, { quiet: true }).get<AvailableTimesResponse>(
    `/product-masters/${productId}/available-times`,
    {
      query: {
        branch_id: query.branchId,
        visitors: query.visitors,
        cart_product_id: query.cartProductId,
        then_product_ids: then,
      },
    },
  );
  return envelope.data!;
}

/** Editing a cart line refetches its product (spec §4): the line has no list of branches. */
export async function fetchProduct(locale: Locale, id: number): Promise<Product> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ product: Product }>(`/products/${id}`);
  return envelope.data!.product;
}

/** The services offered at a branch (spec §7 GET products), to add to the same visit. */
export async function fetchBranchServices(locale: Locale, branchId: number): Promise<Product[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<ProductsResponse>('/products', {
    query: { type: 'service', branch_id: branchId },
  });
  return envelope.data!.products;
}

const branchCache = new Map<Locale, Promise<BranchOption[]>>();

/** Branch names for the branch choice, fetched once per language and page view (a failure is retried next time). */
export function fetchBranchNames(locale: Locale): Promise<BranchOption[]> {
  let cached = branchCache.get(locale);
  if (!cached) {
    cached = browserApi(locale, { quiet: true })
      .get<{ branches: BranchOption[] }>('/branches')
      .then((envelope) => envelope.data!.branches.map(({ id, name }) => ({ id, name })));
    cached.catch(() => branchCache.delete(locale));
    branchCache.set(locale, cached);
  }
  return cached;
}

/** For tests: forget the cached branch names. */
export const forgetBranchNames = () => branchCache.clear();

/** POST waitlist (issue 28): wait for a full day or a taken time; answers the server's message. */
export async function joinWaitlist(locale: Locale, body: JoinWaitlistBody): Promise<string> {
  const envelope = await browserApi(locale, { quiet: true }).request<unknown>('/waitlist', {
    method: 'POST',
    body,
  });
  return envelope.message;
}
