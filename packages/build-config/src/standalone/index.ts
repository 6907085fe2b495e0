// A remote's page in development (`npm run dev -w mfe-...`), the same for every remote: shared modules load first.
import('./bootstrap');
