// React DOM's module is evaluated with the entry (it is an eager shared module, so this import is
// synchronous), the app's code in a task of its own after it: a phone's main thread is never held for
// both at once (each long task counts against the page's blocking time).
import 'react-dom/client';

void new Promise((resolve) => setTimeout(resolve, 0)).then(() => import('./bootstrap'));
