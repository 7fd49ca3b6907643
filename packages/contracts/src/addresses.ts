import { z } from 'zod';
import { flag01 } from './flags.ts';
import { isInSaudiArabia } from './saudi-outline.ts';

/** Spec §3 Address, as the API answers it (`is_preferred` 0/1 on the wire). */
export const address = z.object({
  id: z.number().int(),
  title: z.string(),
  full_address: z.string(),
  description: z.string(),
  building_number: z.string(),
  street_name: z.string(),
  city_name: z.string(),
  neighborhood: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_preferred: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof address>;

/** A customer keeps at most this many addresses (beyond the spec: a bound on what one account can store). */
export const maxAddressesPerCustomer = 20;

const text = (max: number, error = 'validation.invalid') =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error }).trim().max(max, { error }),
  );

/** Spec §5: latitude and longitude must be numbers (a numeric string from a form counts). */
const coordinate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number({ error: 'addresses.coordinates' }).finite({ error: 'addresses.coordinates' }),
);

/** Spec §7 POST/PUT addresses. The name (`title`) is required after trimming (spec §5); the point must be in KSA. */
export const addressBody = z
  .object({
    title: z
      .string({ error: 'addresses.title_required' })
      .trim()
      .min(1, { error: 'addresses.title_required' })
      .max(60, { error: 'addresses.title_long' }),
    full_address: z
      .string({ error: 'addresses.full_address_required' })
      .trim()
      .min(1, { error: 'addresses.full_address_required' })
      .max(300, { error: 'validation.invalid' }),
    description: text(300),
    building_number: text(20),
    street_name: text(120),
    city_name: text(120),
    neighborhood: text(120),
    latitude: coordinate,
    longitude: coordinate,
    is_preferred: flag01.default('0').transform((v) => v === '1'),
  })
  .superRefine((body, ctx) => {
    if (!isInSaudiArabia(body.latitude, body.longitude)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'addresses.outside_ksa' });
    }
  });
export type AddressBody = z.infer<typeof addressBody>;

export const addressesResponse = z.array(address);
export const addressResponse = z.object({ address });
