import { PAGE_LIMIT } from '../page.schema';

/** The OpenAPI description of a paged list route. */
export const pagedNote = (order: string) =>
  `Paged, ${order}: \`limit\` (1-${PAGE_LIMIT.max}, default ${PAGE_LIMIT.default}) items a page; while more remain the answer carries ` +
  '`Link: <…?cursor=…&limit=…>; rel="next"` (RFC 8288) with the same filters, and following it gives the next page, no item repeated or skipped while others are written.';
