import { Transform } from 'node:stream';

const headEnd = Buffer.from('</head>');
const moduleScript = Buffer.from(' type="module" async=""');
const deferredScript = Buffer.from(' type="text/hajz-deferred"');

/** The rel a parked module preload carries until the loader turns it back (browsers fetch nothing for it). */
const parkedRel = 'hajz-modulepreload';

/**
 * Runs in the head: once the page has painted its first content (or, should that never be reported, a while after
 * `load`), turns the parked preloads back into module preloads and runs the router's module script, parked as
 * `text/hajz-deferred`, as a module with this script's nonce (the page policy allows nothing else).
 */
const loader = `(function(){var n=document.currentScript.nonce,done=0;function go(){if(done++)return;document.querySelectorAll('link[rel=${parkedRel}]').forEach(function(l){l.rel='modulepreload'});var d=document.querySelector('script[type="text/hajz-deferred"]'),s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=d.textContent;d.replaceWith(s)}function ready(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',function(){setTimeout(go)});else setTimeout(go)}try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();ready()}});o.observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',function(){setTimeout(ready,3000)})})()`;

/** The head with its module preloads parked and the loader added; exported for the test. */
export const deferScriptsInHead = (head: string, nonce: string) =>
  head.replaceAll('<link rel="modulepreload"', `<link rel="${parkedRel}"`) +
  `<script nonce="${nonce}">${loader}</script>`;

/**
 * The document's scripts start after its first paint (ADR 0035): the page is rendered on the server and its links
 * work before hydration, so on a slow link the HTML, the stylesheet, the language's messages and the hero image get
 * the bandwidth and the processor first, and the scripts (about 125 KB) follow. React Router has no option for
 * it, so this rewrites the stream: the head (held until `</head>` has passed, so a tag or a character split between
 * chunks is still seen whole) gets its module preloads parked and the loader; in the body the router's one module
 * script becomes an inert `text/hajz-deferred` one (its tag may fall across chunks: the bytes a match could still
 * span are held back). Everything else passes through unchanged.
 */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  let tail: Buffer | null = Buffer.alloc(0);
  const retype = (bytes: Buffer) => {
    const at = bytes.indexOf(moduleScript);
    if (at < 0) return null;
    tail = null;
    return Buffer.concat([bytes.subarray(0, at), deferredScript, bytes.subarray(at + moduleScript.length)]);
  };
  /** The body's bytes: retyped once the module script is seen, and until then less what a match could still span. */
  const body = (bytes: Buffer, last: boolean) => {
    if (!tail) return bytes;
    const joined = Buffer.concat([tail, bytes]);
    const retyped = retype(joined);
    if (retyped || last) return retyped ?? joined;
    const keep = Math.min(joined.length, moduleScript.length - 1);
    tail = joined.subarray(joined.length - keep);
    return joined.subarray(0, joined.length - keep);
  };
  const headAndBody = (bytes: Buffer, end: number, last: boolean) =>
    Buffer.concat([
      Buffer.from(deferScriptsInHead(bytes.subarray(0, end).toString('utf8'), nonce)),
      body(bytes.subarray(end), last),
    ]);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, body(chunk, false));
      const bytes = Buffer.concat([head, chunk]);
      // Bytes, not text, until the head is whole: a character split between chunks is decoded once complete.
      const end = bytes.indexOf(headEnd);
      if (end < 0) {
        head = bytes;
        return callback();
      }
      head = null;
      callback(null, headAndBody(bytes, end, false));
    },
    flush(callback) {
      callback(null, head ? headAndBody(head, head.length, true) : body(Buffer.alloc(0), true));
    },
  });
}
