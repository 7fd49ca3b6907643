/** The booking module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { availabilityChanged, availabilityChangedIn } from './availability-cache.ts';
export { bookingsParticipant } from './participant.ts';
export { branchSchedule, findBookableProduct } from './queries.ts';
export type { BookableProduct, BranchSchedule } from './queries.ts';
export { bookingRoutes } from './routes.ts';
export { resolveService, slotContext, slotInput, toWire } from './service.ts';
export { followingIds, visitForOne, visitInputs, visitServices } from './service.ts';
export { checkVisit, computeVisitSlots } from './visit.ts';
export type { VisitCheck, VisitPart } from './visit.ts';
export type { SlotContext } from './service.ts';
export { checkSlot, computeSlots, covered, schedule, withNoticeGrace } from './slots.ts';
export type { Interval, SlotResource } from './slots.ts';
