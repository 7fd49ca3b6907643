/** A page that posts a signed form to the provider at once (APS's merchant page is entered by a form POST). */
const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>…</title></head><body><form method="post" action="${escape(action)}">${inputs}<noscript><button type="submit">Continue / متابعة</button></noscript></form><script>document.forms[0].submit()</script></body></html>`;
}
