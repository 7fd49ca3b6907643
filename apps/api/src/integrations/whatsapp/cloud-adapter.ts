/**
 * The WhatsApp Cloud API adapter (Meta). One request per message: POST {base}/{version}/{phone-number-id}/messages with
 * the access token as a bearer token, a JSON body `{ messaging_product: 'whatsapp', to, type: 'template', template:
 * { name, language: { code }, components } }`: the body's text parameters in order and one `button` component per
 * quick reply (`sub_type: 'quick_reply'`, its `index`, a `payload` parameter Meta hands back when it is tapped). The
 * answer carries the message id (`messages[0].id`, a `wamid.…`) that statuses and replies refer to; an error answers
 * `{ error: { message, code } }`.
 * Sources: developers.facebook.com/docs/whatsapp/api/messages/message-templates/interactive-message-templates/ (the
 * components object with quick-reply payloads), developers.facebook.com/documentation/business-messaging/whatsapp/
 * webhooks/reference/messages (what comes back).
 */
import type { WhatsAppChannel, WhatsAppResult, WhatsAppTemplateMessage } from './interface.ts';
import { WhatsAppError } from './interface.ts';

export type CloudApiOptions = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com unless a test server stands in. */
  baseUrl?: string;
  /** The Graph API version the templates were approved under. */
  version?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

type GraphAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

export function createCloudApiChannel(options: CloudApiOptions): WhatsAppChannel {
  const {
    token,
    phoneNumberId,
    baseUrl = 'https://graph.facebook.com',
    version = 'v21.0',
    timeoutMs = 10_000,
    fetchImpl = fetch,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/${version}/${encodeURIComponent(phoneNumberId)}/messages`;

  async function post(body: Record<string, unknown>): Promise<WhatsAppResult> {
    let status: number;
    let answer: GraphAnswer | undefined;
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      const text = await res.text();
      try {
        answer = JSON.parse(text) as GraphAnswer;
      } catch {
        answer = undefined;
      }
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new WhatsAppError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `whatsapp: no answer within ${timeoutMs} ms`
          : 'whatsapp: network error',
        true,
        name === 'TimeoutError' ? 'timeout' : 'network',
      );
    }
    const id = answer?.messages?.[0]?.id;
    if (status >= 200 && status < 300 && id)
      return { provider: 'whatsapp-cloud', messageId: id, delivered: false };
    // Never the token: Meta's error text does not echo it, and we do not add the request.
    const message = (answer?.error?.message ?? `HTTP ${status}`).split(token).join('***');
    throw new WhatsAppError(
      `whatsapp: ${message}`,
      status >= 500 || status === 429,
      answer?.error?.code === undefined ? String(status) : String(answer.error.code),
    );
  }

  return {
    name: 'whatsapp-cloud',
    sendTemplate: (m: WhatsAppTemplateMessage) =>
      post({
        to: m.to,
        type: 'template',
        template: {
          name: m.template,
          language: { code: m.language },
          components: [
            ...(m.parameters.length > 0
              ? [{ type: 'body', parameters: m.parameters.map((text) => ({ type: 'text', text })) }]
              : []),
            ...m.buttons.map((b, index) => ({
              type: 'button',
              sub_type: 'quick_reply',
              index: String(index),
              parameters: [{ type: 'payload', payload: b.payload }],
            })),
          ],
        },
      }),
    sendText: (m) => post({ to: m.to, type: 'text', text: { body: m.body, preview_url: false } }),
  };
}
