// Imported first by every process's entry (services' and the gateway's main.ts), before express,
// http and mongodb are loaded, so their instrumentations can patch them.
import { startTracing } from './start-tracing';

startTracing();
