import { useDocumentTitle } from '@wsms/ui';

/** The tab title a remote declared for the page, set before the remote loads (its page may refine it). */
export function RouteTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
