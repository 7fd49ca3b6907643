/**
 * The building blocks of the settings schema (config.ts and its areas): how a variable is read, and how each one
 * documents itself, so the lists of variables (and the README check) come from the schema, not from a second copy.
 */
import { z } from 'zod';

/** One variable as documented: `default: null` means there is none (required when its provider is chosen). */
export type EnvVar = { name: string; default: string | null; meaning: string };

/** A value that reads as a predicate after the variable's name: "SPL_API_KEY is required when …". */
export const got = (input: unknown) => `got "${String(input)}"`;

/** Optional text: trimmed, a blank value counts as unset. */
export const text = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

/** An optional http(s) URL (an API origin for a test server, a hosted style). */
export const httpUrl = () =>
  text().refine((v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), {
    error: (issue) => `must be an http(s) URL; ${got(issue.input)}`,
  });

const oneOf = (names: readonly string[]) =>
  names.length === 2 ? names.join(' or ') : `one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** One of a few names, case and spaces ignored; unset or blank is the first (the default). */
export const choice = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z
      .enum(names, { error: (issue) => `must be ${oneOf(names)}; ${got(issue.input)}` })
      .default(names[0] as T[number]),
  );

/** Documents a variable: its meaning, and the default shown when the schema itself has none (a provider's own). */
export function doc<S extends z.ZodType>(schema: S, meaning: string, shownDefault: string | null = null): S {
  return schema.meta({ description: meaning, shownDefault });
}

/** The documented variables of a set of fields, in order. */
export function envVars(fields: Record<string, z.ZodType>): EnvVar[] {
  return Object.entries(fields).map(([name, schema]) => {
    const meta = schema.meta() as { description?: string; shownDefault?: string | null } | undefined;
    return { name, default: meta?.shownDefault ?? null, meaning: meta?.description ?? '' };
  });
}

/** The parsed values of a set of fields. */
export type Values<F extends z.ZodRawShape> = z.output<z.ZodObject<F>>;

/** Only the values of these fields (the parsed object holds every area's). */
export function pick<F extends z.ZodRawShape>(fields: F, values: Values<F>): Values<F> {
  return Object.fromEntries(
    Object.keys(fields).map((name) => [name, (values as Record<string, unknown>)[name]]),
  ) as Values<F>;
}

/** A setting that must be set when a provider is chosen (checked with every other problem, in one message). */
export type Requirement = { when: string; is: string; required: readonly string[] };
