/**
 * Every public page in both languages (issue 18), the list bench/web.mjs (Lighthouse) and bench/real-browser.mjs
 * (real Chromium) both measure; `{id}` becomes the first product the shop page links to.
 */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/branches',
  '/shop',
  '/gift-cards',
  '/product/{id}',
  '/contact',
].flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`]);
