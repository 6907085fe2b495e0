import { z } from 'zod';

/** Any id-shaped text; services answer 404 for ids that cannot exist. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
