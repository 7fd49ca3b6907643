/**
 * A local Fatoora (ADR 0044): speaks the documented API (POST /compliance, POST /compliance/invoices, POST and PATCH
 * /production/csids, POST /invoices/reporting/single) and checks what it receives, like the sandbox card gateway
 * does for payments. The demo reports to it in-process (`simulation.fetch`, no port, no keys); tests reach it over
 * real HTTP (server.ts).
 *
 * - Onboarding: the one-time code is the configured demo code (reusable, like the developer portal's 123345) or
 *   one from `issueOtp()` (single use, expires like the portal's after an hour); anything else is the documented
 *   400 Invalid-OTP and nothing is issued. A CSR must be well formed, signed by its own secp256k1 key, carry the
 *   EGS fields and the environment's certificate template. Its own CA (secp256k1) signs the certificates.
 * - Compliance: each document type the CSR's title declares (simplified: invoice, credit note, debit note) must pass
 *   once with the compliance CSID before the production CSID is issued (400 Missing-ComplianceSteps otherwise).
 * - Reporting (production CSID only): the XML parses as a UBL Invoice, UUID/ICV/PIH are present, it is simplified,
 *   the ICV is the unit's previous + 1 and the PIH its previous document's hash (first: 1 and the hash of "0"), and
 *   the injected verifier (@hajz/zatca's hash, signature, QR and totals) finds no problem. A rejected document keeps
 *   its slot (the chain moves on) unless the chain itself is what is wrong. The same UUID and hash again get the same
 *   answer (a retry after a lost reply is not a second document).
 * - `failNext(n)` answers the next n requests 500 (retry tests; Fatoora down).
 *
 * Credentials are stateless: the secret is an HMAC of the certificate under a key from `seed`, and the CA key comes
 * from `seed` too, so a restarted demo (same seed) still accepts the production CSID it issued before; a unit whose
 * chain it has not seen starts its chain at the first document it gets.
 */
import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
  X509Certificate,
} from 'node:crypto';
import { z } from 'zod';
import {
  certificateFromToken,
  certificateUnit,
  createCertificateAuthority,
  secp256k1KeyFromBytes,
  tokenFromCertificate,
} from '../certificates.ts';
import { oid, type CsrFacts } from '../csr.ts';
import type { FatooraEnvironment } from '../environments.ts';
import type { FatooraLanguage } from '../interface.ts';
import {
  checkCsr,
  checkDocument,
  stepsFor,
  verdict,
  type InvoiceVerifier,
  type SimulationReply,
} from './checks.ts';
import type { InvoiceFacts } from './invoice-facts.ts';
import { simulationText, type MessageKey } from './messages.ts';

export type { InvoiceProblem, InvoiceVerifier, SimulationReply } from './checks.ts';

/** The previous invoice hash of a unit's first document: base64 of the hex SHA-256 of "0" (ZATCA's rule). */
export const FIRST_PIH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

export const TOKEN_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';

export type SimulationRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type FatooraSimulationOptions = {
  /** The reusable demo code (FATOORA_SIMULATION_OTP). */
  otp?: string;
  /** The environment whose certificate template CSRs must name. */
  environment?: FatooraEnvironment;
  verifyInvoice?: InvoiceVerifier;
  /** Keeps the CA key and the credentials' secrets across restarts; random when unset. */
  seed?: string | Uint8Array;
  now?: () => Date;
  /** How long a code from issueOtp() lives (the portal's: one hour). */
  otpTtlMs?: number;
  /** How long issued certificates are valid. */
  certificateDays?: number;
};

export type ReportedDocument = {
  uuid: string;
  invoiceHash: string;
  icv: string | null;
  status: number;
  reportingStatus: 'REPORTED' | 'NOT_REPORTED';
};

export type FatooraSimulation = {
  handle(request: SimulationRequest): SimulationReply;
  /** The simulation as a fetch function (the demo's in-process Fatoora). */
  fetch: typeof fetch;
  /** A portal-style code: single use, expires after otpTtlMs. */
  issueOtp(): string;
  /** The next `count` requests are answered `status` (500 by default) before anything is looked at. */
  failNext(count?: number, status?: number): void;
  certificateAuthorityPem: string;
  /** Every document reported, in order, with the answer it got. */
  reported: ReportedDocument[];
};

/** The base URL the in-process simulation answers at (any host works: fetch never leaves the process). */
export const SIMULATION_BASE_URL = 'http://fatoora-simulation.invalid';

type Kind = 'compliance' | 'production';

type ComplianceRequest = {
  token: string;
  csr: CsrFacts;
  required: string[];
  passed: Set<string>;
};

type Chain = { icv: number; hash: string; answers: Map<string, { hash: string; reply: SimulationReply }> };

const productionBody = z.object({
  compliance_request_id: z.union([z.string().min(1), z.number()]).transform(String),
});

function header(request: SimulationRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function stepOf(facts: InvoiceFacts): string | null {
  if (!facts.kind) return null;
  const profile = facts.simplified ? 'simplified' : 'standard';
  return facts.kind === 'invoice' ? `${profile}-compliant` : `${profile}-${facts.kind}-compliant`;
}

export function createFatooraSimulation(options: FatooraSimulationOptions = {}): FatooraSimulation {
  const {
    otp: demoOtp = '123345',
    environment = 'developer-portal',
    verifyInvoice,
    now = () => new Date(),
    otpTtlMs = 3_600_000,
    certificateDays = 5 * 365,
  } = options;
  const seed = options.seed ?? randomBytes(32);
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', seed, 'fatoora-simulation', purpose, 32));
  const ca = createCertificateAuthority({ key: secp256k1KeyFromBytes(derive('ca-key')) });
  const secretKey = derive('secrets');

  const portalOtps = new Map<string, number>();
  const complianceRequests = new Map<string, ComplianceRequest>();
  const chains = new Map<string, Chain>();
  const reported: ReportedDocument[] = [];
  let failures = { count: 0, status: 500 };

  const secretFor = (kind: Kind, token: string) =>
    createHmac('sha256', secretKey).update(`${kind}:${token}`).digest('base64');

  function issue(kind: Kind, csr: CsrFacts): { token: string; secret: string } {
    const notBefore = now();
    const notAfter = new Date(notBefore.getTime() + certificateDays * 86_400_000);
    const token = tokenFromCertificate(ca.issue(csr, { notBefore, notAfter }));
    return { token, secret: secretFor(kind, token) };
  }

  const newRequestId = () => String(randomInt(1_000_000_000_000, 9_999_999_999_999));

  /** The certificate of valid Basic credentials of this kind (issued by this CA, unexpired), or null. */
  function authenticate(
    request: SimulationRequest,
    kind: Kind,
  ): { token: string; certificatePem: string } | null {
    const value = header(request, 'authorization');
    if (!value?.startsWith('Basic ')) return null;
    const decoded = Buffer.from(value.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const token = decoded.slice(0, colon);
    const given = Buffer.from(decoded.slice(colon + 1));
    const expected = Buffer.from(secretFor(kind, token));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const certificatePem = certificateFromToken(token);
      const x509 = new X509Certificate(certificatePem);
      if (!x509.verify(ca.publicKey) || new Date(x509.validTo) < now()) return null;
      return { token, certificatePem };
    } catch {
      return null;
    }
  }

  function takeOtp(otp: string | undefined): boolean {
    if (!otp) return false;
    if (otp === demoOtp) return true;
    const expires = portalOtps.get(otp);
    if (expires === undefined) return false;
    portalOtps.delete(otp);
    return expires > now().getTime();
  }

  function handle(request: SimulationRequest): SimulationReply {
    const language: FatooraLanguage = header(request, 'accept-language')?.toLowerCase().startsWith('ar')
      ? 'ar'
      : 'en';
    const say = (key: MessageKey, params?: Record<string, string>) => simulationText(language, key, params);
    const errors = (status: number, code: string, key: MessageKey, params?: Record<string, string>) => ({
      status,
      body: { errors: [{ code, message: say(key, params) }] },
    });

    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return { status: failures.status, body: { code: 'Server-Error', message: say('serverError') } };
    }
    const route = `${request.method.toUpperCase()} ${request.path.replace(/\/+$/, '')}`;
    const known = ['/compliance', '/compliance/invoices', '/production/csids', '/invoices/reporting/single'];
    if (!known.includes(request.path.replace(/\/+$/, '')))
      return { status: 404, body: { message: 'Not Found' } };
    if (header(request, 'accept-version') !== 'V2') return errors(400, 'Invalid-Version', 'invalidVersion');

    const csidAnswer = (
      requestID: string,
      credentials: { token: string; secret: string },
      disposition = 'ISSUED',
    ) => ({
      requestID: Number(requestID),
      tokenType: TOKEN_TYPE,
      dispositionMessage: disposition,
      binarySecurityToken: credentials.token,
      secret: credentials.secret,
      errors: null,
    });

    /** The CSR of a request body, checked; or the 400 that says what is wrong. */
    function csrOf(body: unknown): CsrFacts | SimulationReply {
      const checked = checkCsr(body, environment);
      if ('csr' in checked) return checked.csr;
      if ('invalidBody' in checked) return errors(400, 'Invalid-Request', 'invalidBody', { fields: 'csr' });
      return errors(400, 'Invalid-CSR', 'invalidCsr', { reason: checked.reason });
    }
    const checkedDocument = (body: unknown, caller: { certificatePem: string }, invoiceTypes: string) =>
      checkDocument(body, { invoiceTypes, certificatePem: caller.certificatePem }, verifyInvoice, say);

    switch (route) {
      case 'POST /compliance': {
        if (!takeOtp(header(request, 'otp'))) return errors(400, 'Invalid-OTP', 'invalidOtp');
        const csr = csrOf(request.body);
        if ('status' in csr) return csr;
        const credentials = issue('compliance', csr);
        const requestID = newRequestId();
        complianceRequests.set(requestID, {
          token: credentials.token,
          csr,
          required: stepsFor(csr.altNameFields[oid.title] ?? ''),
          passed: new Set(),
        });
        return { status: 200, body: csidAnswer(requestID, credentials) };
      }
      case 'POST /compliance/invoices': {
        const caller = authenticate(request, 'compliance');
        if (!caller) return { status: 401, body: '' };
        const unit = certificateUnit(caller.certificatePem);
        const checked = checkedDocument(request.body, caller, unit.invoiceTypes);
        const reply = verdict(checked, checked.facts?.simplified ?? true);
        const step = checked.facts && stepOf(checked.facts);
        if (reply.status !== 400 && step) {
          for (const pending of complianceRequests.values())
            if (pending.token === caller.token) pending.passed.add(step);
        }
        return reply;
      }
      case 'POST /production/csids': {
        const caller = authenticate(request, 'compliance');
        if (!caller) return { status: 401, body: '' };
        const parsed = productionBody.safeParse(request.body);
        if (!parsed.success)
          return errors(400, 'Invalid-Request', 'invalidBody', { fields: 'compliance_request_id' });
        const pending = complianceRequests.get(parsed.data.compliance_request_id);
        if (!pending || pending.token !== caller.token) {
          return errors(400, 'Invalid-Request-ID', 'invalidRequestId');
        }
        const missing = pending.required.filter((step) => !pending.passed.has(step));
        if (missing.length > 0) {
          return {
            status: 400,
            body: {
              code: 'Missing-ComplianceSteps',
              message: say('missingSteps', { steps: missing.join(',') }),
            },
          };
        }
        const credentials = issue('production', pending.csr);
        const unit = certificateUnit(certificateFromToken(credentials.token));
        const key = `${unit.vatNumber}|${unit.egsSerial}`;
        if (!chains.has(key)) chains.set(key, { icv: 0, hash: FIRST_PIH, answers: new Map() });
        return { status: 200, body: csidAnswer(newRequestId(), credentials) };
      }
      case 'PATCH /production/csids': {
        const caller = authenticate(request, 'production');
        if (!caller) return { status: 401, body: '' };
        if (!takeOtp(header(request, 'otp'))) return errors(400, 'Invalid-OTP', 'invalidOtp');
        const csr = csrOf(request.body);
        if ('status' in csr) return csr;
        if (csr.altNameFields[oid.uid] !== certificateUnit(caller.certificatePem).vatNumber) {
          return errors(400, 'Invalid-CSR', 'renewalUnit');
        }
        return { status: 200, body: csidAnswer(newRequestId(), issue('production', csr)) };
      }
      case 'POST /invoices/reporting/single': {
        const caller = authenticate(request, 'production');
        if (!caller) return { status: 401, body: '' };
        const unit = certificateUnit(caller.certificatePem);
        const key = `${unit.vatNumber}|${unit.egsSerial}`;
        const checked = checkedDocument(request.body, caller, unit.invoiceTypes);
        const { document, facts } = checked;
        const previous = document ? chains.get(key)?.answers.get(document.uuid) : undefined;
        if (document && previous?.hash === document.invoiceHash) return previous.reply;

        if (facts && !facts.simplified && facts.kind)
          checked.error('invalid-invoice-type', 'KSA', 'notSimplified');
        let chain = chains.get(key);
        let advances = false;
        if (document && facts?.icv && facts.pih && /^[1-9]\d*$/.test(facts.icv)) {
          const icv = Number(facts.icv);
          if (!chain) {
            chain = { icv: icv - 1, hash: facts.pih, answers: new Map() };
            chains.set(key, chain);
            checked.infos.push({
              type: 'INFO',
              code: 'chain-start',
              category: 'CHAIN',
              message: say('chainStart'),
              status: 'PASS',
            });
          }
          const icvOk = icv === chain.icv + 1;
          const pihOk = facts.pih === chain.hash;
          if (!icvOk) {
            checked.error('invalid-icv', 'CHAIN', 'icvSequence', {
              expected: String(chain.icv + 1),
              got: facts.icv,
            });
          }
          if (!pihOk) checked.error('invalid-pih', 'CHAIN', 'pihChain');
          advances = icvOk && pihOk;
        }
        const reply = verdict(checked, true);
        if (document && chain && advances) {
          chain.icv += 1;
          chain.hash = document.invoiceHash;
          chain.answers.set(document.uuid, { hash: document.invoiceHash, reply });
        }
        if (document) {
          reported.push({
            uuid: document.uuid,
            invoiceHash: document.invoiceHash,
            icv: facts?.icv ?? null,
            status: reply.status,
            reportingStatus: reply.status === 400 ? 'NOT_REPORTED' : 'REPORTED',
          });
        }
        return reply;
      }
      default:
        return { status: 405, body: { message: 'Method Not Allowed' } };
    }
  }

  const simulationFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = typeof init?.body === 'string' ? init.body : '';
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const reply = handle({
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body,
    });
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'Content-Type': typeof reply.body === 'string' ? 'text/plain' : 'application/json' },
    });
  };

  return {
    handle,
    fetch: simulationFetch,
    issueOtp() {
      const code = String(randomInt(100_000, 1_000_000));
      portalOtps.set(code, now().getTime() + otpTtlMs);
      return code;
    },
    failNext(count = 1, status = 500) {
      failures = { count, status };
    },
    certificateAuthorityPem: ca.certificatePem,
    reported,
  };
}
