import { z } from 'zod';

/** The one error shape every service answers (service-kit's error handler), for every 4xx and 5xx. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
