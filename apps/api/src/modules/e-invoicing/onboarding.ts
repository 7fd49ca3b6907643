/**
 * Onboarding an EGS unit with Fatoora (issue 26 item 4; ADR 0048), at service level: a new secp256k1 key pair and
 * CSR from the business's registration, the compliance CSID for the owner's one-time code, the three compliance
 * checks (a simplified invoice, credit note and debit note signed with the compliance certificate, numbered 1–3 on a
 * chain of their own: they are not the unit's documents, ADR 0047), then the production CSID. Everything is asked
 * of Fatoora first and written last, in one transaction (the unit and its CSID, key and secret sealed): a wrong or
 * expired code, a refusal or an outage leaves nothing behind. `renew` replaces an onboarded unit's CSID the same
 * way (a new key, the compliance checks again when Fatoora asks for them) and never touches its chain.
 */
import { randomUUID } from 'node:crypto';
import { buildInvoice, firstPih, signInvoice, type DocumentInput, type Seller } from '@hajz/zatca';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { egsUnits } from '../../db/schema.ts';
import {
  certificateFromToken,
  readCertificate,
  tokenFromCertificate,
} from '../../integrations/fatoora/certificates.ts';
import { buildCsr, generateEgsKeyPair, type EgsIdentity } from '../../integrations/fatoora/csr.ts';
import type { FatooraEnvironment } from '../../integrations/fatoora/environments.ts';
import {
  FatooraError,
  type FatooraClient,
  type FatooraCredentials,
  type IssuedCsid,
} from '../../integrations/fatoora/interface.ts';
import { openPrivateKey, sealPrivateKey, type SealKey } from '../../integrations/fatoora/seal.ts';
import { translate } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sellerRegistration, type SellerRegistration } from './seller.ts';
import { createEgsUnit, onboardedUnit, storeCsid, type CsidState, type EgsUnit } from './units.ts';

/** The keys a unit's private key and its CSID's secret are sealed with (integrations/fatoora/seal.ts). */
export type EInvoicingKeys = { privateKey: SealKey; secret: SealKey };

/** What onboarding, renewal and reporting work with: the app's database, its Fatoora and its sealing keys. */
export type EInvoicingDeps = {
  db: Db;
  fatoora: FatooraClient;
  /** The Fatoora environment the unit is onboarded in (its CSR's certificate template). */
  environment: FatooraEnvironment;
  keys: EInvoicingKeys;
  now?: () => Date;
};

/** What the owner sees: the environment, the unit, its CSID's state and expiry. */
export type EInvoicingStatus = {
  environment: FatooraEnvironment;
  unit: { id: number; serialNumber: string } | null;
  state: CsidState;
  expiresAt: Date | null;
  expired: boolean;
};

/** The solution's name and version in every CSR (SN `1-Hajz|2-1.0|3-<serial>`). */
const SOLUTION = { name: 'Hajz', model: '1.0' };
/** A simplified-tax-invoice-only unit (TSCZ = 0100): B2C, as every sale the app makes. */
const SIMPLIFIED_ONLY = '0100';

const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

function checkedOtp(otp: string): string {
  const parsed = otpSchema.safeParse(otp);
  if (!parsed.success)
    throw new HttpError(422, 'e_invoicing.otp_format', { otp: ['e_invoicing.otp_format'] });
  return parsed.data;
}

/** A Fatoora failure as the owner is told it (translated); anything else goes on as it is. */
function asOwnerError(error: unknown): unknown {
  if (!(error instanceof FatooraError)) return error;
  switch (error.kind) {
    case 'invalid-otp':
      return new HttpError(422, 'e_invoicing.invalid_otp', { otp: ['e_invoicing.invalid_otp'] });
    case 'unavailable':
      return new HttpError(503, 'e_invoicing.fatoora_unavailable');
    default:
      return new HttpError(422, 'e_invoicing.onboarding_rejected', undefined, undefined, {
        code: error.code,
        messages: error.messages,
      });
  }
}

async function askFatoora<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asOwnerError(error);
  }
}

/** The CSR's fields from the business's registration (csr.ts egsIdentitySchema). */
export function egsIdentity(registration: SellerRegistration, serial: string): EgsIdentity {
  const { seller } = registration;
  const a = seller.address;
  return {
    solutionName: SOLUTION.name,
    model: SOLUTION.model,
    serialNumber: serial,
    vatNumber: seller.vatNumber,
    taxpayerName: seller.name,
    branchName: registration.nameEn,
    commonName: `${SOLUTION.name}-${seller.vatNumber}`,
    invoiceTypes: SIMPLIFIED_ONLY,
    registeredAddress: `${a.buildingNumber} ${a.street}, ${a.district}, ${a.city} ${a.postalCode}`,
    businessCategory: registration.businessType,
  };
}

const csrSerialNumber = (serial: string) => `1-${SOLUTION.name}|2-${SOLUTION.model}|3-${serial}`;
const serialOf = (serialNumber: string) => /\|3-(.+)$/.exec(serialNumber)?.[1] ?? serialNumber;

/** The three compliance checks: one document of each type the unit declares, signed with the compliance CSID. */
async function passComplianceChecks(
  fatoora: FatooraClient,
  compliance: FatooraCredentials,
  privateKeyPem: string,
  seller: Seller,
  now: Date,
): Promise<void> {
  const certificatePem = certificateFromToken(compliance.binarySecurityToken);
  const kinds = ['invoice', 'credit_note', 'debit_note'] as const;
  let pih = firstPih;
  for (const [index, kind] of kinds.entries()) {
    const document: DocumentInput = {
      kind,
      number: `COMPLIANCE-${index + 1}`,
      issuedAt: now,
      seller,
      lines: [{ name: translate('ar', 'e_invoicing.compliance_line'), quantity: 1, unitPrice: 11_500 }],
      paymentMeans: 'cash',
      icv: index + 1,
      pih,
      uuid: randomUUID(),
      ...(kind === 'invoice'
        ? {}
        : { billingReference: 'COMPLIANCE-1', reason: translate('ar', 'e_invoicing.compliance_reason') }),
    };
    const signed = signInvoice(buildInvoice(document), { privateKeyPem, certificatePem, signingTime: now });
    const result = await askFatoora(() =>
      fatoora.complianceInvoice(compliance, {
        invoiceHash: signed.hash,
        uuid: document.uuid,
        invoice: Buffer.from(signed.xml).toString('base64'),
      }),
    );
    if (result.reportingStatus === 'NOT_REPORTED' || result.validationResults.status === 'ERROR') {
      throw new HttpError(422, 'e_invoicing.onboarding_rejected', undefined, undefined, {
        code: 'compliance-check',
        messages: result.validationResults.errorMessages.map((m) => m.message),
      });
    }
    pih = signed.hash;
  }
}

/** From a compliance CSID to the production one: the checks, then the production CSID. */
async function productionFrom(
  deps: EInvoicingDeps,
  compliance: IssuedCsid,
  privateKeyPem: string,
  seller: Seller,
): Promise<IssuedCsid> {
  await passComplianceChecks(deps.fatoora, compliance, privateKeyPem, seller, (deps.now ?? now)());
  return askFatoora(() => deps.fatoora.productionCsid(compliance, compliance.requestID));
}

const now = () => new Date();

/** The production CSID as stored: the certificate (PEM), the key and the secret sealed, its expiry. */
function sealedCsid(keys: EInvoicingKeys, production: IssuedCsid, privateKeyPem: string) {
  const certificate = certificateFromToken(production.binarySecurityToken);
  return {
    state: 'production' as const,
    certificate,
    privateKeySealed: sealPrivateKey(privateKeyPem, keys.privateKey),
    secretSealed: sealPrivateKey(production.secret, keys.secret),
    expiresAt: readCertificate(certificate).notAfter,
  };
}

async function registration(db: Db): Promise<SellerRegistration> {
  const found = await sellerRegistration(db);
  if (!found) throw new HttpError(409, 'e_invoicing.seller_incomplete');
  return found;
}

/** The latest unit (or none) with its CSID's state and expiry. */
export async function eInvoicingStatus(deps: EInvoicingDeps): Promise<EInvoicingStatus> {
  const unit = (await onboardedUnit(deps.db)) ?? (await latestUnit(deps.db));
  const at = (deps.now ?? now)();
  return {
    environment: deps.environment,
    unit: unit ? { id: unit.id, serialNumber: unit.serialNumber } : null,
    state: (unit?.csidState as CsidState | undefined) ?? 'none',
    expiresAt: unit?.csidExpiresAt ?? null,
    expired: unit?.csidExpiresAt ? unit.csidExpiresAt.getTime() <= at.getTime() : false,
  };
}

async function latestUnit(db: Db): Promise<EgsUnit | null> {
  const [unit] = await db.select().from(egsUnits).orderBy(desc(egsUnits.id)).limit(1);
  return unit ?? null;
}

/**
 * Onboards the business's EGS unit with the owner's one-time code; from then every sale is a signed, chained and
 * reported document. Throws a translated HttpError (422 wrong or expired code, 503 Fatoora down, 409 registration
 * incomplete or already onboarded) and then has saved nothing.
 */
export async function onboard(deps: EInvoicingDeps, otp: string): Promise<EInvoicingStatus> {
  const code = checkedOtp(otp);
  if (await onboardedUnit(deps.db)) throw new HttpError(409, 'e_invoicing.already_onboarded');
  const business = await registration(deps.db);
  const serial = randomUUID();
  const { privateKeyPem } = generateEgsKeyPair();
  const csr = buildCsr(privateKeyPem, egsIdentity(business, serial), deps.environment);
  const compliance = await askFatoora(() => deps.fatoora.complianceCsid(csr, code));
  const production = await productionFrom(deps, compliance, privateKeyPem, business.seller);
  const csid = sealedCsid(deps.keys, production, privateKeyPem);
  await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Two owners onboarding at once (two tabs, two replicas): the second to get here finds the first's unit.
    await tx.execute(sql`lock table ${egsUnits} in share row exclusive mode`);
    if (await onboardedUnit(tx)) throw new HttpError(409, 'e_invoicing.already_onboarded');
    const unit = await createEgsUnit(tx, {
      environment: deps.environment,
      serialNumber: csrSerialNumber(serial),
    });
    await storeCsid(tx, unit.id, csid);
  });
  return eInvoicingStatus(deps);
}

/** The onboarded unit's CSID as Fatoora's Basic auth takes it (the certificate and its opened secret). */
export function unitCredentials(unit: EgsUnit, keys: EInvoicingKeys): FatooraCredentials {
  if (!unit.certificate || !unit.secretSealed) throw new Error(`EGS unit ${unit.id} has no CSID`);
  return {
    binarySecurityToken: tokenFromCertificate(unit.certificate),
    secret: openPrivateKey(unit.secretSealed, keys.secret),
  };
}

/**
 * Renews the onboarded unit's production CSID with a new one-time code and a new key pair (an expiring or
 * compromised certificate); when Fatoora answers that the compliance checks are due (428) they are passed first.
 * The unit keeps its chain. Same errors as `onboard`; the old CSID stays until the new one is in hand.
 */
export async function renew(deps: EInvoicingDeps, otp: string): Promise<EInvoicingStatus> {
  const code = checkedOtp(otp);
  const unit = await onboardedUnit(deps.db);
  if (!unit) throw new HttpError(409, 'e_invoicing.not_onboarded');
  const business = await registration(deps.db);
  const { privateKeyPem } = generateEgsKeyPair();
  const csr = buildCsr(privateKeyPem, egsIdentity(business, serialOf(unit.serialNumber)), deps.environment);
  const renewed = await askFatoora(() =>
    deps.fatoora.renewProductionCsid(unitCredentials(unit, deps.keys), csr, code),
  );
  const production = renewed.needsCompliance
    ? await productionFrom(deps, renewed, privateKeyPem, business.seller)
    : renewed;
  await storeCsid(deps.db, unit.id, sealedCsid(deps.keys, production, privateKeyPem));
  return eInvoicingStatus(deps);
}

/**
 * The demo at first start (ADR 0048): onboards against the local simulation with its demo code when no unit exists
 * and the registration is complete; otherwise does nothing. Returns whether it onboarded.
 */
export async function onboardDemo(deps: EInvoicingDeps, demoOtp: string): Promise<boolean> {
  if (await latestUnit(deps.db)) return false;
  if (!(await sellerRegistration(deps.db))) return false;
  await onboard(deps, demoOtp);
  return true;
}
