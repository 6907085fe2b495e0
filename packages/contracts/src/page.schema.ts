import { z } from 'zod';

/** Every paged list answers at most this many items a page, 50 unless `?limit=` asks otherwise. */
export const PAGE_LIMIT = { default: 50, max: 200 } as const;

const limitMessage = `limit must be a whole number from 1 to ${PAGE_LIMIT.max}`;

/**
 * `?limit=&cursor=` of every paged list. The cursor is opaque: the service's own encoding of the
 * last item's key, read from the `Link: <…>; rel="next"` header of the page before.
 */
export const pageQueryShape = {
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(PAGE_LIMIT.max, limitMessage).default(PAGE_LIMIT.default),
  cursor: z.string({ error: 'cursor must be the one from the Link header' }).regex(/^[A-Za-z0-9_-]{1,512}$/, 'cursor must be the one from the Link header').optional(),
};

export const pageQuerySchema = z.strictObject(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;
/** What a browser sends: both optional, the limit as a number. */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}
