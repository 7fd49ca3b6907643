/**
 * A local stand-in for Meta's Cloud API (tests): takes POST /{version}/{phone-number-id}/messages as Meta does
 * (bearer token, JSON template or text message), answers a `wamid` or Meta's error shape, and can play Meta's side of
 * the webhook: a status or a quick-reply tap, posted to our webhook signed with the app secret.
 */
import { startFakeHttp, type FakeHttp } from '../sms/fake-http.ts';
import { signBody } from './signature.ts';

export type FakeCloudApi = FakeHttp & {
  /** Template and text messages received, in order. */
  sent: () => {
    to: string;
    type: string;
    template?: { name: string; language: { code: string }; components: unknown[] };
    text?: { body: string };
    id: string;
  }[];
  /** Meta is down: every send answers 503 until set back. */
  setDown: (down: boolean) => void;
};

export async function startFakeCloudApi(options: {
  token: string;
  phoneNumberId: string;
}): Promise<FakeCloudApi> {
  let down = false;
  let counter = 0;
  const ids = new Map<number, string>();
  const http = await startFakeHttp((request) => {
    if (
      request.method !== 'POST' ||
      !new RegExp(`^/v\\d+\\.\\d+/${options.phoneNumberId}/messages$`).test(request.path)
    )
      return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return { status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    if (down)
      return { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } };
    const body = request.body as { messaging_product?: string; to?: string; type?: string } | undefined;
    if (body?.messaging_product !== 'whatsapp' || !body.to || !body.type)
      return { status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } };
    counter += 1;
    const id = `wamid.fake-${counter}`;
    ids.set(http.requests.length - 1, id);
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    };
  });
  return {
    ...http,
    sent: () =>
      http.requests.flatMap((r, i) => {
        const id = ids.get(i);
        return id ? [{ ...(r.body as { to: string; type: string }), id }] : [];
      }),
    setDown: (value) => {
      down = value;
    },
  };
}

/** Meta's webhook envelope around one `value` (statuses or messages) of the messages field. */
export const webhookEnvelope = (value: Record<string, unknown>, phoneNumberId = '106540352242922') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

/** A status of one of our messages, as Meta posts it. */
export const statusUpdate = (wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed', to: string) =>
  webhookEnvelope({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: to,
        ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
      },
    ],
  });

/** A tap on a quick-reply button of our template message `context` (type `button`, with the payload we set). */
export const buttonReply = (
  from: string,
  payload: string,
  text: string,
  context: string,
  replyId = `wamid.reply-${Math.random().toString(36).slice(2)}`,
) =>
  webhookEnvelope({
    contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
    messages: [
      {
        from,
        id: replyId,
        timestamp: String(Math.floor(Date.now() / 1000)),
        context: { from: '15550783881', id: context },
        type: 'button',
        button: { payload, text },
      },
    ],
  });

/** A text the customer typed (STOP). */
export const textMessage = (from: string, body: string) =>
  webhookEnvelope({
    contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.text-${Math.random().toString(36).slice(2)}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body },
      },
    ],
  });

/** The body and headers Meta would post: the JSON text and its signature. */
export function signedPost(payload: unknown, appSecret: string) {
  const body = JSON.stringify(payload);
  return {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, appSecret) },
  };
}
