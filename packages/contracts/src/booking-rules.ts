/** Booking constants with no schema library: safe for the browser bundle. */

/** People one cart line can book at once (each needs their own free resource at that time). */
export const maxVisitors = 5;
/**
 * Services that can follow the first one in one visit (issue 28 item 5, ADR 0063): a visit has at most this many + 1
 * parts, back to back at one branch.
 */
export const maxFollowingServices = 3;
/** `then_product_ids` on the wire of available-times: ids joined with commas ("12,15"). */
export const followingServicesPattern = /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,2}$/;
/** 'HH:mm', 24-hour, on the business's wall clock. */
export const clockTimePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** 'YYYY-MM-DD', a date in the business timezone. */
export const datePattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** Spec §9: the time the appointment picker suggests when it has nothing better. */
export const defaultTime = '21:30';
