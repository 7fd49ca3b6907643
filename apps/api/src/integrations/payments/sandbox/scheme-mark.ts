/**
 * The card page's scheme mark (issue 27 item 2): as the customer types, the mark beside the card number shows
 * mada, Visa or Mastercard from the first six digits (`data-scheme` on the mark), mada first from the published
 * BIN list. The page's only script: a fixed inline one, allowed by its hash in the page's Content-Security-Policy,
 * which reads the mada prefixes from the mark's `data-mada` (the same list as @hajz/contracts/card-scheme).
 */
import { createHash } from 'node:crypto';
import { madaBinList } from '@hajz/contracts/mada-bins';

/** An attribute value in double quotes (the JSON list's quotes, any ampersand). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const labels = { mada: 'mada', visa: 'VISA', mastercard: 'Mastercard', amex: 'AMEX' } as const;

/** Mirrors cardSchemeOf (contracts/card-scheme.ts) for the browser; card-scheme tests pin the shared list. */
const script = `(function(){var f=document.getElementById('number'),m=document.getElementById('card-scheme');if(!f||!m)return;var p=JSON.parse(m.getAttribute('data-mada')||'[]');function u(){var d=f.value.replace(/\\D/g,''),k='';if(d.length>=6){if(p.some(function(x){return d.indexOf(x)===0}))k='mada';else if(/^3[47]/.test(d))k='amex';else if(d.charAt(0)==='4')k='visa';else{var a=+d.slice(0,2),b=+d.slice(0,4);if((a>=51&&a<=55)||(b>=2221&&b<=2720))k='mastercard';}}m.setAttribute('data-scheme',k);m.textContent=k?m.getAttribute('data-label-'+k):'';}f.addEventListener('input',u);u();})();`;

/** For the page's Content-Security-Policy: `script-src 'sha256-…'` allows this script and nothing else. */
export const schemeScriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The mark (empty until six digits are typed) and its script; `aria-live` so a screen reader hears the scheme. */
export function schemeMark(): string {
  const data = Object.entries(labels)
    .map(([scheme, label]) => ` data-label-${scheme}="${attribute(label)}"`)
    .join('');
  return `<p class="scheme" id="card-scheme" data-scheme="" aria-live="polite" dir="ltr" data-mada="${attribute(JSON.stringify(madaBinList.prefixes))}"${data}></p>
<script>${script}</script>`;
}
