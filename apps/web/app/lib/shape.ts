/**
 * The building blocks of every shape check the browser runs on a server answer (ADR 0037). The browser bundle
 * carries no schema library (contracts' zod stays on the server: scripts/js-budget.mjs refuses it on customer
 * pages), so each answer is checked for what its screen reads with these, beside the feature (`validate.ts`),
 * and handed to `useServerState` / `usePagedList` as `isValid`.
 */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
export const missing = (v: unknown): v is null | undefined => v === null || v === undefined;
export const isNullableStr = (v: unknown) => missing(v) || isStr(v);
export const maybeStr = isNullableStr;
export const maybeInt = (v: unknown) => missing(v) || isInt(v);
/** A date the page can print: an unreadable one would print "Invalid Date" (or throw in Intl), so it is refused. */
export const isDate = (v: unknown): v is string => isStr(v) && !Number.isNaN(Date.parse(v));
export const maybeDate = (v: unknown) => missing(v) || isDate(v);
