import { useDocumentTitle, useMetaDescription } from '@wsms/ui';

/** Tab title '{title} | Where Science Meets Sport' and the page's meta description. */
export function usePageMeta(title: string | undefined, description: string) {
  useDocumentTitle(title);
  useMetaDescription(description);
}
