/**
 * The one way the browser checks a server answer's shape (ADR 0037): a tiny declarative builder, not a schema
 * library (contracts' zod stays on the server: scripts/js-budget.mjs refuses it on customer pages). Each feature
 * declares what its screen reads (`validate.ts`: `shape({ id: isInt, name: isStr, ... })`) and hands the check to
 * `useServerState` / `usePagedList` as `isValid`. A check looks only at the fields it lists; anything else may be
 * there.
 */
export type Obj = Record<string, unknown>;
export type Check = (v: unknown) => boolean;
/** What a field check of a `shape` may be: any check, typed or not. */
export type Fields = Record<string, Check>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
export const missing = (v: unknown): v is null | undefined => v === null || v === undefined;
/** A date the page can print: an unreadable one would print "Invalid Date" (or throw in Intl), so it is refused. */
export const isDate = (v: unknown): v is string => isStr(v) && !Number.isNaN(Date.parse(v));

/** An object whose listed fields each pass their check. */
export const shape =
  <T = Obj>(fields: Fields) =>
  (v: unknown): v is T =>
    isObj(v) && Object.keys(fields).every((key) => fields[key]!(v[key]));
/** A list whose every item passes `item`. */
export const listOf =
  (item: Check) =>
  (v: unknown): v is unknown[] =>
    Array.isArray(v) && v.every(item);
/** Absent (null or undefined), or passing `check`. */
export const optional = (check: Check) => (v: unknown) => missing(v) || check(v);
/** null, or passing `check` (absent is refused). */
export const nullable = (check: Check) => (v: unknown) => v === null || check(v);
/** One of these exact values. */
export const oneOf =
  (...values: readonly unknown[]) =>
  (v: unknown) =>
    values.includes(v);
/** The same check for several fields (every amount, every text). */
export const sameFor = (keys: readonly string[], check: Check): Fields =>
  Object.fromEntries(keys.map((key) => [key, check]));

export const isNullableStr = optional(isStr);
export const maybeStr = isNullableStr;
export const maybeInt = optional(isInt);
export const maybeDate = optional(isDate);
