import { z } from 'zod';

/** Every /api/v1 response: `{ status, message, data?, errors? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.boolean(),
    message: z.string(),
    data: data.optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  });

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type Envelope<T> = {
  status: boolean;
  message: string;
  data?: T;
  errors?: Record<string, string[]>;
};
