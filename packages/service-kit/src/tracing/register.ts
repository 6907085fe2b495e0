// Imported first by every process's entry (services' and the gateway's main.ts), before express,
// http and mongodb are loaded, so their instrumentations can patch them.
import type * as StartTracing from './start-tracing';

// Loaded only when tracing is on: the SDK is about a thousand modules (seconds of CPU at each start
// of each process on a busy machine), which OTEL_SDK_DISABLED=true should not pay for.
if (process.env.OTEL_SDK_DISABLED !== 'true') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: it must patch http, express and mongodb before main.ts loads them
  (require('./start-tracing') as typeof StartTracing).startTracing();
}
