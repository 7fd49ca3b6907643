import { z } from 'zod';

/** Spec §7 icon endpoint, in the Iconify JSON shape (a subset: what a client renders an <svg> from). */
export const iconsParams = z.object({ collection: z.string().regex(/^[a-z0-9-]+\.json$/) });
export const iconsQuery = z.object({ icons: z.string().max(2000).optional() });
const iconData = z.object({
  body: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  left: z.number().optional(),
  top: z.number().optional(),
  rotate: z.number().optional(),
  hFlip: z.boolean().optional(),
  vFlip: z.boolean().optional(),
});
export const iconsResponse = z.object({
  prefix: z.string(),
  icons: z.record(z.string(), iconData),
  aliases: z.record(z.string(), z.object({ parent: z.string() }).passthrough()).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type IconsResponse = z.infer<typeof iconsResponse>;
