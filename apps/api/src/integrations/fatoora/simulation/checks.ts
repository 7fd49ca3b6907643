/**
 * What the Fatoora simulation (simulation.ts) checks in what it receives, as pure functions: a CSR's fields (POST
 * /compliance, PATCH /production/csids) and a submitted document (compliance checks and reporting), with the answer
 * Fatoora gives for a document's results (`verdict`). The chain, the credentials and the routes stay in simulation.ts.
 */
import { z } from 'zod';
import { oid, readCsr, type CsrFacts } from '../csr.ts';
import { certificateTemplates, type FatooraEnvironment } from '../environments.ts';
import type { ValidationMessage } from '../interface.ts';
import { readInvoiceFacts, type InvoiceFacts } from './invoice-facts.ts';
import type { MessageKey } from './messages.ts';

export type SimulationReply = { status: number; body: unknown };

/**
 * What a check found: a problem of the stamp (the text), or a business rule broken (its code, as Fatoora names it:
 * BR-CO-15, BR-KSA-51, …, and what is wrong).
 */
export type InvoiceProblem = string | { rule: string; detail: string };

/**
 * Checks a signed document: the problems found (empty when it verifies). @hajz/zatca's verifySignedInvoice and
 * checkBusinessRules (zatca-verifier.ts).
 */
export type InvoiceVerifier = (xml: string, claimedHash: string) => InvoiceProblem[];

/** A message in the caller's language (simulation's `say`). */
type Say = (key: MessageKey, params?: Record<string, string>) => string;

const submittedDocument = z.object({
  invoiceHash: z.string().min(1),
  uuid: z.string().min(1),
  invoice: z.string().min(1),
});

const csrBody = z.object({ csr: z.string().min(1) });

/** The compliance steps a unit's invoice types ("1100": standard and simplified) require before production. */
export function stepsFor(invoiceTypes: string): string[] {
  const steps: string[] = [];
  for (const [flag, profile] of [
    [invoiceTypes[0], 'standard'],
    [invoiceTypes[1], 'simplified'],
  ] as const) {
    if (flag === '1')
      steps.push(
        `${profile}-compliant`,
        `${profile}-credit-note-compliant`,
        `${profile}-debit-note-compliant`,
      );
  }
  return steps;
}

/**
 * The CSR of a request body, checked against what ZATCA requires (its own secp256k1 signature, the environment's
 * certificate template, the EGS fields); or what is wrong: the body, or the CSR's reason.
 */
export function checkCsr(
  body: unknown,
  environment: FatooraEnvironment,
): { csr: CsrFacts } | { invalidBody: true } | { reason: string } {
  const parsed = csrBody.safeParse(body);
  if (!parsed.success) return { invalidBody: true };
  let csr: CsrFacts;
  try {
    csr = readCsr(Buffer.from(parsed.data.csr, 'base64').toString('utf8'));
  } catch {
    return { reason: 'not a base64 PEM certificate request' };
  }
  if (!csr.signatureValid) return { reason: 'its signature does not verify' };
  if (csr.curve !== 'secp256k1') return { reason: 'the key must be ECDSA secp256k1' };
  if (csr.template !== certificateTemplates[environment]) {
    return { reason: `the certificate template must be ${certificateTemplates[environment]}` };
  }
  const sn = csr.altNameFields[oid.surname] ?? '';
  if (!/^1-[^|]+\|2-[^|]+\|3-[^|]+$/.test(sn)) return { reason: 'SN must be 1-solution|2-model|3-serial' };
  if (!/^3\d{13}3$/.test(csr.altNameFields[oid.uid] ?? '')) return { reason: 'UID must be a VAT number' };
  if (stepsFor(csr.altNameFields[oid.title] ?? '').length === 0)
    return { reason: 'title must declare invoice types' };
  if (csr.subjectFields['2.5.4.6'] !== 'SA') return { reason: 'the country must be SA' };
  for (const [field, name] of [
    ['2.5.4.3', 'CN'],
    ['2.5.4.10', 'O'],
    ['2.5.4.11', 'OU'],
  ] as const) {
    if (!csr.subjectFields[field]) return { reason: `the subject has no ${name}` };
  }
  for (const [field, name] of [
    [oid.registeredAddress, 'registeredAddress'],
    [oid.businessCategory, 'businessCategory'],
  ] as const) {
    if (!csr.altNameFields[field]) return { reason: `the subjectAltName has no ${name}` };
  }
  return { csr };
}

/**
 * The checks every submitted document gets (its body, hash, XML, UUID, type, ICV, PIH, signing certificate, then the
 * verifier's stamp and business rules); `facts` is null when the XML could not be read. `error` adds a problem the
 * caller finds after (the chain's).
 */
export function checkDocument(
  body: unknown,
  unit: { invoiceTypes: string; certificatePem: string },
  verifyInvoice: InvoiceVerifier | undefined,
  say: Say,
) {
  const infos: ValidationMessage[] = [];
  const warnings: ValidationMessage[] = [];
  const problems: ValidationMessage[] = [];
  const message = (type: 'INFO' | 'WARNING' | 'ERROR', code: string, category: string, text: string) => ({
    type,
    code,
    category,
    message: text,
    status: type === 'INFO' ? 'PASS' : type,
  });
  const error = (code: string, category: string, key: MessageKey, params?: Record<string, string>) =>
    problems.push(message('ERROR', code, category, say(key, params)));

  const parsed = submittedDocument.safeParse(body);
  if (!parsed.success) {
    error('invalid-request', 'REQUEST', 'invalidBody', { fields: 'invoiceHash, uuid, invoice' });
    return { document: null, facts: null, xml: '', infos, warnings, problems, error };
  }
  const document = parsed.data;
  if (Buffer.from(document.invoiceHash, 'base64').length !== 32) {
    error('invalid-invoice-hash', 'INVOICE_HASHING_ERRORS', 'invalidHash');
  }
  const xml = Buffer.from(document.invoice, 'base64').toString('utf8');
  let facts: InvoiceFacts | null = null;
  try {
    facts = readInvoiceFacts(xml);
    infos.push(message('INFO', 'XSD_ZATCA_VALID', 'XSD validation', say('xsdValid')));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0]! : 'unreadable';
    error('XSD_ZATCA_INVALID', 'XSD validation', 'xsdInvalid', { reason });
  }
  if (facts) {
    if (!facts.uuid) error('INVOICE_UUID_VALIDATION', 'MISSING_UUID_IN_INVOICE', 'uuidMissing');
    else if (facts.uuid !== document.uuid) error('invalid-uuid', 'INVOICE_UUID_VALIDATION', 'uuidMismatch');
    if (!facts.kind || !/^0[12]\d{5}$/.test(facts.transactionCode ?? '')) {
      error('BR-KSA-05', 'KSA', 'typeUnknown');
    } else if (unit.invoiceTypes[facts.simplified ? 1 : 0] !== '1') {
      error('invalid-invoice-type', 'KSA', 'typeNotAllowed');
    }
    if (!/^[1-9]\d*$/.test(facts.icv ?? '')) error('BR-KSA-33', 'KSA', 'icvMissing');
    if (!facts.pih) error('BR-KSA-26', 'KSA', 'pihMissing');
    const callerCertificate = unit.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
    if (facts.signingCertificate && facts.signingCertificate !== callerCertificate) {
      error('certificate-mismatch', 'SIGNATURE', 'certificateMismatch');
    }
    if (facts.missingSellerAddress.length > 0) {
      warnings.push(message('WARNING', 'BR-KSA-09', 'KSA', say('sellerAddress')));
    }
  }
  if (facts && verifyInvoice && problems.length === 0) {
    let found: InvoiceProblem[];
    try {
      found = verifyInvoice(xml, document.invoiceHash);
    } catch (cause) {
      found = [cause instanceof Error ? cause.message : 'the verifier failed'];
    }
    for (const problem of found) {
      if (typeof problem === 'string') {
        error('invalid-invoice', 'INVOICE_VERIFICATION', 'verification', { problem });
      } else {
        // Fatoora's categories: KSA for the Kingdom's own rules, EN_16931 for the European norm's it adopts.
        const category = problem.rule.startsWith('BR-KSA') ? 'KSA' : 'EN_16931';
        error(problem.rule, category, 'businessRule', { rule: problem.rule, detail: problem.detail });
      }
    }
  }
  return { document, facts, xml, infos, warnings, problems, error };
}

/** Fatoora's answer to a document's checks: 200 passed, 202 with warnings, 400 rejected. */
export function verdict(
  checked: { infos: ValidationMessage[]; warnings: ValidationMessage[]; problems: ValidationMessage[] },
  simplified: boolean,
): SimulationReply {
  const rejected = checked.problems.length > 0;
  const status = rejected ? 400 : checked.warnings.length > 0 ? 202 : 200;
  return {
    status,
    body: {
      validationResults: {
        infoMessages: checked.infos,
        warningMessages: checked.warnings,
        errorMessages: checked.problems,
        status: rejected ? 'ERROR' : checked.warnings.length > 0 ? 'WARNING' : 'PASS',
      },
      reportingStatus: simplified ? (rejected ? 'NOT_REPORTED' : 'REPORTED') : null,
      clearanceStatus: simplified ? null : rejected ? 'NOT_CLEARED' : 'CLEARED',
      qrSellertStatus: null,
      qrBuyertStatus: null,
    },
  };
}
