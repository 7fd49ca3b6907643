/** The HTML the fake APS serves to the browser: its card form, its ACS (3-D Secure) page, auto-posting forms. */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function page(title: string, body: string, onload = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body${onload}>${body}</body></html>`;
}

function hidden(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

/** The merchant page card form (what APS shows in the iframe); it posts to the fake's own submit endpoint. */
export function cardFormPage(action: string, session: string, rememberMe: boolean, language: string): string {
  const ar = language === 'ar';
  return page(
    ar ? 'الدفع' : 'Payment',
    `<form method="post" action="${escapeHtml(action)}">${hidden({ session })}` +
      `<input name="card_number" autocomplete="cc-number" placeholder="Card number">` +
      `<input name="expiry" autocomplete="cc-exp" placeholder="MM/YY">` +
      `<input name="card_security_code" autocomplete="cc-csc" placeholder="CVC">` +
      `<input name="card_holder_name" autocomplete="cc-name" placeholder="Card holder">` +
      `<label><input type="checkbox" name="remember_me" value="YES"${rememberMe ? ' checked' : ''}> Remember me</label>` +
      `<button type="submit">${ar ? 'ادفع' : 'Pay'}</button></form>`,
  );
}

/** The fake issuer's 3-D Secure challenge: one button authenticates, the other fails. */
export function acsPage(action: string, amount: string, currency: string): string {
  return page(
    '3-D Secure',
    `<p>Confirm the payment of ${escapeHtml(amount)} ${escapeHtml(currency)} (minor units).</p>` +
      `<form method="post" action="${escapeHtml(action)}">` +
      `<button type="submit" name="outcome" value="authenticated">Authenticate</button>` +
      `<button type="submit" name="outcome" value="failed">Fail</button></form>`,
  );
}

/** How a browser is sent on with a POST: a form that submits itself. */
export function autoPostPage(action: string, fields: Readonly<Record<string, string>>): string {
  return page(
    'Redirecting…',
    `<form id="next" method="post" action="${escapeHtml(action)}">${hidden(fields)}` +
      `<noscript><button type="submit">Continue</button></noscript></form>`,
    ` onload="document.getElementById('next').submit()"`,
  );
}

export function errorPage(message: string): string {
  return page('Error', `<p>${escapeHtml(message)}</p>`);
}
