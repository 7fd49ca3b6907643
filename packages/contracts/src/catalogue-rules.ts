/** Catalogue constants with no schema library: safe for the browser bundle. */
export const weekDays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekDay = (typeof weekDays)[number];

/** Spec §9: services page size. */
export const productsPerPage = 10;
/** Spec §9: sizes and their price multipliers; base 100 SAR when a product has no price. */
export const productSizes = [
  { size: '30ml', factor: 1 },
  { size: '50ml', factor: 1.5 },
  { size: '100ml', factor: 2 },
] as const;
export const defaultBasePriceHalalas = 100_00;
