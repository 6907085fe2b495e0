/** Leaves the app for the payment page (a separate module so tests can observe it). */
export function redirectTo(url: string) {
  window.location.assign(url);
}
