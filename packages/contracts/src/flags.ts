import { z } from 'zod';

/**
 * A spec yes/no flag (`use_points`, `is_scheduled`, `accept_terms`, …): "0" or "1", as query strings and forms
 * send it; a JSON body may send the numbers 0 or 1 as well. Anything else — true, false, "", "yes" — is a 422: one
 * rule, documented as exactly what it accepts (issue 18 item 7). Parsed to "0" | "1".
 */
export const flag01 = z
  .union([z.enum(['0', '1']), z.literal(0), z.literal(1)], { error: 'validation.invalid' })
  .transform((v) => String(v) as '0' | '1');
