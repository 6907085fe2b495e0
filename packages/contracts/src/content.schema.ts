import { z } from 'zod';
import { decimalStringSchema } from './money';

export const digitalProductTypes = ['workout_program', 'video', 'pdf'] as const;

/** A digital product on the wire: the price as a decimal string. */
export const digitalProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(digitalProductTypes),
  price: decimalStringSchema,
  storeProductId: z.string().optional(),
  storeVariantId: z.string().optional(),
  content: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DigitalProduct = z.infer<typeof digitalProductSchema>;
