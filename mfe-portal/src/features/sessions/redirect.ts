/** Leaves the site for the payment page (a module of its own so tests can watch it). */
export function redirectTo(url: string) {
  window.location.assign(url);
}
