/**
 * The Fatoora adapter over HTTP (fetch): the real platform at `baseUrl` (environments.ts), or the local simulation
 * through its in-process `fetch` — the same code either way. Every call sends `Accept-Version: V2`,
 * `Accept-Language`, JSON; the onboarding calls the `OTP` header; the others Basic auth with
 * base64(binarySecurityToken:secret). A CSR is sent as base64 of its PEM, a document as base64 of its XML (the
 * caller passes it encoded, as Fatoora's API names it `invoice`). No retries here: a retryable FatooraError says
 * when to try again (the outbox does, with backoff).
 */
import { csidAnswer, documentAnswer, readErrors } from './answers.ts';
import {
  FatooraError,
  type FatooraClient,
  type FatooraCredentials,
  type FatooraLanguage,
  type IssuedCsid,
  type ReportResult,
  type SubmittedDocument,
} from './interface.ts';

export type FatooraHttpOptions = {
  baseUrl: string;
  language?: FatooraLanguage;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The provider's name in errors and logs ('fatoora' or 'simulation'). */
  name?: string;
};

type Exchange = { status: number; text: string; json: unknown };

export function basicAuth({ binarySecurityToken, secret }: FatooraCredentials): string {
  return `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`).toString('base64')}`;
}

export function createFatooraHttpClient(options: FatooraHttpOptions): FatooraClient {
  const { language = 'en', timeoutMs = 15_000, fetchImpl = fetch, name = 'fatoora' } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function send(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Exchange> {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Version': 'V2',
          'Accept-Language': language,
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const timeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new FatooraError(
        timeout ? `${name}: no answer within ${timeoutMs} ms` : `${name}: network error`,
        'unavailable',
        null,
      );
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  }

  /** The error for an answer that is not a result: 401, 5xx/429, Fatoora's reasons, or an unexpected shape. */
  function failure({ status, text, json }: Exchange, path: string): FatooraError {
    if (status === 401) return new FatooraError(`${name}: ${path}: unauthorized (401)`, 'unauthorized', 401);
    if (status >= 500 || status === 429) {
      return new FatooraError(`${name}: ${path}: HTTP ${status}`, 'unavailable', status);
    }
    const errors = status >= 400 ? readErrors(json) : null;
    if (errors) {
      const kind = errors.code === 'Invalid-OTP' ? 'invalid-otp' : 'rejected';
      const summary = [errors.code, ...errors.messages].filter(Boolean).join(': ');
      return new FatooraError(
        `${name}: ${path}: ${summary} (${status})`,
        kind,
        status,
        errors.code,
        errors.messages,
      );
    }
    return unexpected({ status, text, json }, path);
  }

  function unexpected({ status, text }: Exchange, path: string): FatooraError {
    const excerpt = text.replace(/\s+/g, ' ').slice(0, 120) || '(empty body)';
    return new FatooraError(
      `${name}: ${path}: unexpected answer (HTTP ${status}): ${excerpt}`,
      'bad-response',
      status,
    );
  }

  function csid(exchange: Exchange, path: string, accepted: number[]): IssuedCsid {
    if (!accepted.includes(exchange.status)) throw failure(exchange, path);
    const parsed = csidAnswer.safeParse(exchange.json);
    if (!parsed.success) throw unexpected(exchange, path);
    return parsed.data;
  }

  function verdict(exchange: Exchange, path: string): ReportResult {
    if (![200, 202, 400].includes(exchange.status)) throw failure(exchange, path);
    const parsed = documentAnswer.safeParse(exchange.json);
    if (!parsed.success) throw exchange.status === 400 ? failure(exchange, path) : unexpected(exchange, path);
    const { validationResults, reportingStatus } = parsed.data;
    const rejected = exchange.status === 400 || validationResults.status.toUpperCase() === 'ERROR';
    return {
      httpStatus: exchange.status,
      reportingStatus: reportingStatus ?? (rejected ? 'NOT_REPORTED' : 'REPORTED'),
      validationResults,
    };
  }

  const encodedCsr = (csr: string) => Buffer.from(csr, 'utf8').toString('base64');

  return {
    name,
    async complianceCsid(csr, otp) {
      const path = '/compliance';
      return csid(await send('POST', path, { csr: encodedCsr(csr) }, { OTP: otp }), path, [200]);
    },
    async complianceInvoice(credentials, document) {
      const path = '/compliance/invoices';
      return verdict(await send('POST', path, documentBody(document), auth(credentials)), path);
    },
    async productionCsid(credentials, complianceRequestId) {
      const path = '/production/csids';
      const body = { compliance_request_id: complianceRequestId };
      return csid(await send('POST', path, body, auth(credentials)), path, [200]);
    },
    async renewProductionCsid(credentials, csr, otp) {
      const path = '/production/csids';
      const exchange = await send(
        'PATCH',
        path,
        { csr: encodedCsr(csr) },
        { ...auth(credentials), OTP: otp },
      );
      return { ...csid(exchange, path, [200, 428]), needsCompliance: exchange.status === 428 };
    },
    async reportSingle(credentials, document) {
      const path = '/invoices/reporting/single';
      const headers = { ...auth(credentials), 'Clearance-Status': '0' };
      return verdict(await send('POST', path, documentBody(document), headers), path);
    },
  };
}

const auth = (credentials: FatooraCredentials) => ({ Authorization: basicAuth(credentials) });

const documentBody = ({ invoiceHash, uuid, invoice }: SubmittedDocument) => ({ invoiceHash, uuid, invoice });
