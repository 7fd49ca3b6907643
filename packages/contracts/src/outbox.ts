import { z } from 'zod';

/** Operators: outbox deliveries that failed too often (back office, issue 12). */
export const deadLetter = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  type: z.string(),
  consumer: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export const deadLettersResponse = z.object({ dead_letters: z.array(deadLetter) });
export const replayBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export const replayResponse = z.object({ replayed: z.number().int() });
