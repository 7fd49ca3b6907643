/**
 * The sandbox gateway's HTML: standalone documents with inline CSS and no script (but the card page's scheme mark), so they work in a pop-up or
 * an iframe without the web app. Only logical CSS (start/end, inline/block) so Arabic mirrors itself.
 */
import { schemeMark } from './scheme-mark.ts';
import { formatAmount } from '@hajz/contracts/money';
import type { PaymentLanguage } from '../interface.ts';
import { testCards } from './test-cards.ts';
import { texts, type FieldError, type Texts } from './texts.ts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export type CardPageInput = {
  language: PaymentLanguage;
  action: string;
  /** The signed request, posted back with the card so the POST can check it again. */
  hidden: Record<string, string>;
  cancelUrl: string;
  rememberCard: boolean;
  /** What to show again after an error: never the card number or the CVC. */
  values: { expiry: string; holder: string };
  errors: Partial<Record<CardField, FieldError>>;
};

export type ChallengePageInput = {
  language: PaymentLanguage;
  action: string;
  signature: string;
  amount: number;
  brand: string;
  last4: string;
  /** Already translated. */
  error: string | null;
};

// Colours are checked for ≥ 4.5:1 on their backgrounds (text #1c2433 on white is 15:1, muted #4b5563 7.6:1,
// button white on #0b57a4 7:1, error #a4161a on white 7.6:1, badge #6b3f00 on #fff1cc 8.5:1).
const css = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#eef1f5;color:#1c2433;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif}
main{max-inline-size:28rem;margin-inline:auto;margin-block:0;padding:1rem}
.panel{background:#fff;border:1px solid #d5dae1;border-radius:12px;padding-block:1.25rem;padding-inline:1.25rem}
.badge{display:inline-block;background:#fff1cc;color:#6b3f00;border:1px solid #e7c36a;border-radius:999px;padding-block:.1rem;padding-inline:.6rem;font-size:.8rem;font-weight:600}
h1{font-size:1.35rem;margin-block:.6rem .25rem}
h2{font-size:1rem;margin-block:0 .4rem}
p{margin-block:0 .75rem}
.muted{color:#4b5563;font-size:.9rem}
.field{margin-block-end:1rem}
.row{display:flex;flex-wrap:wrap;column-gap:.75rem}
.row .field{flex:1 1 9rem;min-inline-size:0}
label{display:block;font-weight:600;margin-block-end:.25rem}
.hint{display:block;color:#4b5563;font-size:.85rem;margin-block-end:.25rem}
input{inline-size:100%;font:inherit;padding-block:.6rem;padding-inline:.75rem;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#1c2433}
[dir="rtl"] input[dir="ltr"]{text-align:end}
input[aria-invalid="true"]{border:2px solid #a4161a}
.error{color:#a4161a;font-size:.9rem;font-weight:600;margin-block:.3rem 0}
.summary{border:2px solid #a4161a;border-radius:8px;padding-block:.75rem;padding-inline:1rem;margin-block-end:1rem}
.summary ul{margin:0;padding-inline-start:1.2rem}
.summary a{color:#a4161a}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-block-start:1.25rem}
button{font:inherit;font-weight:600;border-radius:8px;padding-block:.7rem;padding-inline:1.5rem;cursor:pointer;border:2px solid #0b57a4}
.primary{background:#0b57a4;color:#fff;flex:1 1 auto}
.secondary{background:#fff;color:#0b57a4}
a{color:#0b57a4}
.cancel{padding-block:.7rem;padding-inline:.5rem}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
input:focus-visible{outline-offset:0}
details{margin-block-start:1rem;background:#fff;border:1px solid #d5dae1;border-radius:12px;padding-block:.75rem;padding-inline:1.25rem}
summary{cursor:pointer;font-weight:600}
.cards{list-style:none;margin-block:.5rem 0;padding:0}
.cards li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem .75rem;padding-block:.4rem;border-block-start:1px solid #e5e7eb}
code{font:600 .95rem ui-monospace,Menlo,Consolas,monospace}
.scheme{min-block-size:1.6rem;margin-block:-.6rem .6rem;font-weight:700;font-size:.9rem}
.scheme[data-scheme="mada"]{color:#0d7a3f}
.scheme[data-scheme="visa"]{color:#1a1f71}
.scheme[data-scheme="mastercard"]{color:#b45309}
footer{margin-block-start:1rem;text-align:center;color:#4b5563;font-size:.85rem}
`;

export function layout(language: PaymentLanguage, title: string, body: string): string {
  const t = texts[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.badge)}</title>
<style>${css}</style>
</head>
<body>
<main>
<div class="panel">
<span class="badge">${escapeHtml(t.badge)}</span>
${body}
</div>
<footer>${escapeHtml(t.footer)}</footer>
</main>
</body>
</html>
`;
}

/**
 * The error summary: a role=alert box linking to each field, focused on load (autofocus works without script)
 * so keyboard and screen reader users start from the list of problems.
 */
function summary(t: Texts, items: { field: string; message: string }[]): string {
  if (items.length === 0) return '';
  const list = items
    .map((item) => `<li><a href="#${item.field}">${escapeHtml(item.message)}</a></li>`)
    .join('');
  return `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus><h2 id="summary-title">${escapeHtml(t.errorSummary)}</h2><ul>${list}</ul></div>`;
}

type InputSpec = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Extra attributes, written as given (only from this file, never from user input). */
  attributes: string;
  value?: string;
};

function input(spec: InputSpec): string {
  const described = [spec.hint ? `${spec.name}-hint` : '', spec.error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const hint = spec.hint ? `<span class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</span>` : '';
  const value = spec.value ? ` value="${escapeHtml(spec.value)}"` : '';
  const aria = `${described ? ` aria-describedby="${described}"` : ''}${spec.error ? ' aria-invalid="true"' : ''}`;
  const error = spec.error ? `<p class="error" id="${spec.name}-error">${escapeHtml(spec.error)}</p>` : '';
  return [
    '<div class="field">',
    `<label for="${spec.name}">${escapeHtml(spec.label)}</label>`,
    hint,
    `<input id="${spec.name}" name="${spec.name}" ${spec.attributes}${value}${aria}>`,
    error,
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** "4111 1111 1111 1111"; AMEX as 4-6-5 like the card itself. */
function groupDigits(digits: string): string {
  if (digits.length === 15) return `${digits.slice(0, 4)} ${digits.slice(4, 10)} ${digits.slice(10)}`;
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function testCardList(t: Texts): string {
  const items = testCards
    .map(
      (card) =>
        `<li><span><code dir="ltr">${groupDigits(card.number)}</code> ${card.brand}</span><span>${escapeHtml(t.behaviours[card.behaviour])}</span></li>`,
    )
    .join('');
  return `<details open>
<summary>${escapeHtml(t.testCardsTitle)}</summary>
<p class="muted">${escapeHtml(t.sandboxNote)} ${escapeHtml(t.testCardsIntro)}</p>
<ul class="cards">${items}</ul>
<p class="muted">${escapeHtml(t.testCardsOther)}</p>
</details>`;
}

export function renderCardPage(page: CardPageInput): string {
  const t = texts[page.language];
  const message = (field: CardField) => {
    const code = page.errors[field];
    return code ? t.errors[code] : undefined;
  };
  const order: CardField[] = ['number', 'expiry', 'cvc', 'holder'];
  const problems = order.flatMap((field) => {
    const text = message(field);
    return text ? [{ field, message: text }] : [];
  });
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  // Numbers stay left-to-right inside Arabic text, or "4111 1111" would show its groups reversed.
  const numeric = 'type="text" inputmode="numeric" dir="ltr" spellcheck="false"';
  const body = `<h1>${escapeHtml(t.cardTitle)}</h1>
<p class="muted">${escapeHtml(page.rememberCard ? `${t.cardLead} ${t.rememberNote}` : t.cardLead)}</p>
${summary(t, problems)}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
${hidden}
${input({ name: 'number', label: t.numberLabel, error: message('number'), attributes: `${numeric} autocomplete="cc-number" maxlength="23" required` })}
${schemeMark()}
<div class="row">
${input({ name: 'expiry', label: t.expiryLabel, hint: t.expiryHint, error: message('expiry'), value: page.values.expiry, attributes: `${numeric} autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required` })}
${input({ name: 'cvc', label: t.cvcLabel, hint: t.cvcHint, error: message('cvc'), attributes: `${numeric} autocomplete="cc-csc" maxlength="4" required` })}
</div>
${input({ name: 'holder', label: t.holderLabel, error: message('holder'), value: page.values.holder, attributes: 'type="text" autocomplete="cc-name" maxlength="64" required' })}
<div class="actions">
<button type="submit" class="primary">${escapeHtml(t.continue)}</button>
<a class="cancel" href="${escapeHtml(page.cancelUrl)}">${escapeHtml(t.cancel)}</a>
</div>
</form>
${testCardList(t)}`;
  return layout(page.language, t.cardTitle, body);
}

export function renderChallengePage(page: ChallengePageInput): string {
  const t = texts[page.language];
  const amount = t.currency(formatAmount(page.amount));
  const body = `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(t.challengeLead(amount))}</p>
<p class="muted">${escapeHtml(t.cardEnding(page.brand, page.last4))}</p>
${summary(t, page.error ? [{ field: 'code', message: page.error }] : [])}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
<input type="hidden" name="signature" value="${escapeHtml(page.signature)}">
${input({ name: 'code', label: t.codeLabel, hint: t.codeHint, error: page.error ?? undefined, attributes: 'type="text" inputmode="numeric" dir="ltr" autocomplete="one-time-code" maxlength="8" required' })}
<div class="actions">
<button type="submit" name="action" value="submit" class="primary">${escapeHtml(t.submit)}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  return layout(page.language, t.challengeTitle, body);
}

export function renderErrorPage(language: PaymentLanguage, kind: 'bad_request' | 'not_found'): string {
  const t = texts[language];
  const title = kind === 'bad_request' ? t.badRequestTitle : t.notFoundTitle;
  const text = kind === 'bad_request' ? t.badRequestBody : t.notFoundBody;
  return layout(language, title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(text)}</p>`);
}
