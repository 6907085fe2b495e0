import { useEffect } from 'react';

export const SITE_NAME = 'Where Science Meets Sport';

/** Sets the tab title to '{page} | Where Science Meets Sport' (the site name alone when no page). */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
