import { z } from 'zod';
export const healthResponse = z.object({ database: z.enum(['ok', 'down']), uptime_s: z.number() });
