/** The target of a `Link: <…>; rel="next"` header, or null on the last page. */
export function nextLinkOf(res: Response): string | null {
  const link = res.headers.get('link');
  if (!link) return null;
  const match = /<([^>]+)>\s*;\s*rel="next"/.exec(link);
  return match?.[1] ?? null;
}

export interface WalkedPages<T> {
  items: T[];
  pages: number;
  /** Every next link followed, in order. */
  links: string[];
}

/**
 * Follows a paged list from `first` to its last page, through each answer's Link header, calling
 * `between` after every page (to write new items while the walk goes on). Fails on a non-200.
 */
export async function walkPages<T>(
  get: (path: string) => Promise<Response>,
  first: string,
  between: (pageNumber: number) => Promise<void> = async () => undefined,
  maxPages = 1000,
): Promise<WalkedPages<T>> {
  const items: T[] = [];
  const links: string[] = [];
  let path: string | null = first;
  let pages = 0;
  while (path !== null) {
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    items.push(...((await res.json()) as T[]));
    pages += 1;
    if (pages > maxPages) throw new Error(`more than ${maxPages} pages from ${first}`);
    path = nextLinkOf(res);
    if (path !== null) links.push(path);
    await between(pages);
  }
  return { items, pages, links };
}
