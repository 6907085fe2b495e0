/** When (performance.now()) the shell began showing a route template. Kept small: the last 50. */
export interface RouteVisit {
  at: number;
  route: string;
}

const visits: RouteVisit[] = [];

/** Notes the route template now shown (`/shop/order/:orderId`, never the URL itself). */
export function noteRoute(route: string, at = performance.now()) {
  if (visits.at(-1)?.route === route) return;
  visits.push({ at, route });
  if (visits.length > 50) visits.splice(0, visits.length - 50);
}

export const routeVisits = (): readonly RouteVisit[] => visits;

/** The template shown at `time`: the last one noted by then, else the first (a prerendered page paints before React runs). */
export function routeAt(history: readonly RouteVisit[], time: number): string | undefined {
  let found = history[0]?.route;
  for (const visit of history) {
    if (visit.at > time) break;
    found = visit.route;
  }
  return found;
}
