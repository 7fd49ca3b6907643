/**
 * The id in "/product/5", or in the spec's stray duplicate "/product/5 copy" (URL "/product/5%20copy"),
 * which renders the same page. Anything else is null (a 404). React Router hands the param decoded.
 */
export function parseProductId(param: string | undefined): number | null {
  const match = /^(\d{1,10})(?: copy)?$/.exec(param ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2147483647 ? id : null;
}
