/**
 * ZATCA's Fatoora platform (e-invoicing phase 2), as the app sees it. Every provider implements this: the local
 * simulation (the default, `FATOORA_PROVIDER=simulation`: the same HTTP adapter talking to an in-process Fatoora)
 * and the real platform (`fatoora`: developer portal, simulation or core environment). ADR 0044.
 *
 * Onboarding an EGS unit (e-invoice generation solution) is, in order:
 * 1. `complianceCsid(csr, otp)`: the CSR (csr.ts) and the one-time code from the Fatoora portal give a compliance
 *    CSID (a certificate, as `binarySecurityToken`, and its `secret`).
 * 2. `complianceInvoice(complianceCredentials, …)` once per document type the CSR declares (for a simplified-only
 *    unit: a simplified invoice, credit note and debit note), each signed with the compliance certificate.
 * 3. `productionCsid(complianceCredentials, requestID)`: the production CSID, used from then on.
 * 4. `reportSingle(productionCredentials, …)` for every simplified document, within 24 hours.
 * `renewProductionCsid` replaces an expiring production CSID (a new CSR and a new one-time code).
 */

export type FatooraLanguage = 'en' | 'ar';

/** What Fatoora issues: the certificate (base64 of the base64 DER, as Fatoora sends it) and its API secret. */
export type FatooraCredentials = { binarySecurityToken: string; secret: string };

/** A CSID as issued: the credentials plus the request id (the compliance one is needed for the production CSID). */
export type IssuedCsid = FatooraCredentials & {
  requestID: string;
  /** 'ISSUED'; a renewal answered 428 says 'NOT_COMPLIANT' (the compliance checks must be passed again). */
  dispositionMessage: string;
};

/** The answer to a renewal: a new production CSID, or (HTTP 428) a compliance CSID that must pass the checks first. */
export type RenewedCsid = IssuedCsid & { needsCompliance: boolean };

/** One signed document as Fatoora takes it: its hash (base64 SHA-256), UUID and the XML itself (base64). */
export type SubmittedDocument = { invoiceHash: string; uuid: string; invoice: string };

export type ValidationMessage = {
  type: string;
  code: string;
  category: string;
  message: string;
  status: string;
};

export type ValidationResults = {
  infoMessages: ValidationMessage[];
  warningMessages: ValidationMessage[];
  errorMessages: ValidationMessage[];
  /** PASS, WARNING or ERROR. */
  status: string;
};

/**
 * Fatoora's verdict on a document. HTTP 200 (REPORTED), 202 (REPORTED with warnings) and 400 with validation results
 * (NOT_REPORTED) are all verdicts, not failures: the document keeps its ICV slot either way.
 */
export type ReportResult = {
  httpStatus: number;
  reportingStatus: 'REPORTED' | 'NOT_REPORTED';
  validationResults: ValidationResults;
};

export type FatooraClient = {
  readonly name: string;
  complianceCsid(csr: string, otp: string): Promise<IssuedCsid>;
  complianceInvoice(credentials: FatooraCredentials, document: SubmittedDocument): Promise<ReportResult>;
  productionCsid(credentials: FatooraCredentials, complianceRequestId: string): Promise<IssuedCsid>;
  renewProductionCsid(credentials: FatooraCredentials, csr: string, otp: string): Promise<RenewedCsid>;
  reportSingle(credentials: FatooraCredentials, document: SubmittedDocument): Promise<ReportResult>;
};

/**
 * Why a call did not give an answer:
 * - invalid-otp: the one-time code is wrong or expired (Fatoora's `Invalid-OTP`); ask the owner for a new one.
 * - rejected: any other 4xx with Fatoora's reasons (`code` and `messages`), e.g. `Missing-ComplianceSteps`.
 * - unauthorized: 401, the credentials are wrong, revoked or of the wrong kind.
 * - unavailable: 5xx, 429, a timeout or a network failure; worth retrying later (`retryable`).
 * - bad-response: an answer that does not have the documented shape.
 */
export type FatooraErrorKind = 'invalid-otp' | 'rejected' | 'unauthorized' | 'unavailable' | 'bad-response';

export class FatooraError extends Error {
  constructor(
    message: string,
    readonly kind: FatooraErrorKind,
    readonly httpStatus: number | null,
    /** Fatoora's error code when it gave one ('Invalid-OTP', 'Missing-ComplianceSteps', …). */
    readonly code: string | null = null,
    /** Fatoora's own messages, as it wrote them (in the requested language). */
    readonly messages: string[] = [],
  ) {
    super(message);
    this.name = 'FatooraError';
  }

  get retryable(): boolean {
    return this.kind === 'unavailable';
  }
}
