/** The e-invoicing module's public file (ZATCA phase 2, issue 26; ADR 0047 for the chain). */
export { EgsUnitNotReadyError, issueDocument, recordVerdict } from './chain.ts';
export type { ChainSlot, DocumentDraft, IssuedDocument, IssueOptions } from './chain.ts';
export { eInvoicingParticipant } from './participant.ts';
export type { EInvoicingParticipantOptions } from './participant.ts';
export { createEgsUnit, onboardedUnit, storeCsid } from './units.ts';
export type { CsidState, EgsEnvironment, EgsUnit } from './units.ts';
