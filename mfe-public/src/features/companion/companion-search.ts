import { useInstructors } from '@wsms/api-client';
import { useProducts } from '@wsms/api-client/store';
import { allApps } from '../../content/apps';
import { matches } from '../../lib/format';

/** Products, instructors and apps narrowed by the search box, then cut to the page's display limits. */
export function useCompanionSearch(query: string, limits: { products: number; instructors: number }) {
  const products = useProducts();
  const instructors = useInstructors();
  return {
    products,
    instructors,
    shownProducts: (products.data ?? [])
      .filter((p) => matches(query, p.name, p.category, p.description))
      .slice(0, limits.products),
    shownInstructors: (instructors.data ?? [])
      .filter((i) => matches(query, i.name, i.title, i.locations, i.specialties))
      .slice(0, limits.instructors),
    shownApps: allApps.filter((app) => matches(query, app.name, app.description)),
  };
}
