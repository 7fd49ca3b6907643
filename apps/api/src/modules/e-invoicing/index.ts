/** The e-invoicing module's public file (ZATCA phase 2, issue 26; ADR 0047 for the chain, 0048 for onboarding and reporting). */
export { EgsUnitNotReadyError, issueDocument, recordVerdict, signedInvoiceQr } from './chain.ts';
export type { ChainSlot, DocumentDraft, IssuedDocument, IssueOptions } from './chain.ts';
export { eInvoicingParticipant } from './participant.ts';
export { DOCUMENT_DUE, EInvoicingUnavailableError, eInvoiceIssuingConsumer, issueDue } from './issuing.ts';
export type { IssuingDeps } from './issuing.ts';
export type { EInvoicingParticipantOptions } from './participant.ts';
export { createEgsUnit, onboardedUnit, storeCsid } from './units.ts';
export type { CsidState, EgsEnvironment, EgsUnit } from './units.ts';
export { sellerFromSettings, sellerRegistration } from './seller.ts';
export type { SellerRegistration } from './seller.ts';
export { eInvoicingStatus, onboard, onboardDemo, renew } from './onboarding.ts';
export type { EInvoicingDeps, EInvoicingKeys, EInvoicingStatus } from './onboarding.ts';
export { DOCUMENT_ISSUED, eInvoiceReportingConsumer, reportPending } from './reporting.ts';
export type { ReportingDeps } from './reporting.ts';
export { eInvoicingAdminRoutes } from './routes.ts';
