/** The zones module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { priceAddressFee } from './address-fees.ts';
export type { AddressFeeOutcome } from './address-fees.ts';
export { homeVisitsParticipant } from './participant.ts';
export { priceTrip } from './trip.ts';
export type { TripOutcome } from './trip.ts';
export type { AddressSummary } from './zones.ts';
