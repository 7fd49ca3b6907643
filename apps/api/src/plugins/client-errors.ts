/**
 * Issue 18 D7: what Node's HTTP parser refuses before Fastify sees a request (headers or URL too large, a
 * malformed request line) is answered in our envelope too, with the right status and no body for HEAD. The
 * language cannot be read from a request that could not be parsed: the answer is English.
 */
import type { Socket } from 'node:net';
import { translate, type MessageKey } from '../i18n/messages.ts';

const statusOf: Record<string, [number, string, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'errors.headers_too_large'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'errors.headers_too_large'],
};

export function clientErrorHandler(error: Error & { code: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, key] = statusOf[error.code] ?? [400, 'Bad Request', 'errors.bad_request'];
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = head ? '' : JSON.stringify({ status: false, message: translate('en', key) });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
