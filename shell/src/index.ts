// React DOM's module is evaluated in a task of its own, then the app's: a phone's main thread is
// never held for both at once (each long task counts against the page's blocking time).
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
