/**
 * Test plumbing that plays the customer's browser and the merchant's own endpoints around the fake APS:
 * reading and submitting HTML forms with fetch, and a local server standing for our return URL and our
 * transaction-feedback URL, which records what arrives there.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HtmlForm = { action: string; method: string; fields: Record<string, string> };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

function unescapeHtml(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    out[match[1]!.toLowerCase()] = unescapeHtml(match[2] ?? '');
  }
  return out;
}

/** The first form of a page, with what a browser would submit: inputs, and checkboxes only when ticked. */
export function parseForm(html: string, pageUrl: string): HtmlForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 200)}`);
  const attrs = attributes(form[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/gi)) {
    const field = attributes(input[1] ?? '');
    if (!field.name) continue;
    if (field.type === 'checkbox' && !('checked' in field)) continue;
    fields[field.name] = field.value ?? '';
  }
  return {
    action: new URL(attrs.action ?? '', pageUrl).toString(),
    method: (attrs.method ?? 'get').toUpperCase(),
    fields,
  };
}

/** Submits a form like a browser: urlencoded POST, following redirects (as GET) to wherever they lead. */
export function postForm(action: string, fields: Readonly<Record<string, string>>): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'follow',
  });
}

export type MerchantEndpoints = {
  url: string;
  returnUrl: string;
  notificationUrl: string;
  /** What reached the return URL: the query of a GET, or the form of a POST. */
  returns: Record<string, string>[];
  /** Transaction feedback bodies (form-encoded or JSON). */
  notifications: Record<string, string>[];
  close(): Promise<void>;
};

export async function startMerchantEndpoints(): Promise<MerchantEndpoints> {
  const returns: Record<string, string>[] = [];
  const notifications: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = (req.headers['content-type'] ?? '').includes('json');
      const body = json
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      if (url.pathname === '/return') {
        returns.push(req.method === 'GET' ? Object.fromEntries(url.searchParams) : body);
      } else if (url.pathname === '/aps/notify' && req.method === 'POST') {
        notifications.push(body);
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    returnUrl: `${url}/return`,
    notificationUrl: `${url}/aps/notify`,
    returns,
    notifications,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
