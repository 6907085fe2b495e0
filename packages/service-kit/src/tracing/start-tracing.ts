import path from 'node:path';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOffSampler, BatchSpanProcessor, NoopSpanProcessor, SimpleSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { FileSpanExporter } from './file-span-exporter';
import { serviceNameOf } from './service-name';

/** Health probes and scrapes run every second: tracing them would bury the requests people make. */
const untraced = /^\/(healthz|readyz|metrics|api\/health)(\?|$)/;
const isUntraced = (urlPath: string | undefined) => untraced.test(urlPath ?? '');

function spanProcessors(env: NodeJS.ProcessEnv, service: string): SpanProcessor[] {
  const processors: SpanProcessor[] = [];
  // The exporter reads the endpoint (and OTEL_EXPORTER_OTLP_HEADERS, …) from the environment itself.
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  if (env.OTEL_TEST_EXPORT_DIR) {
    processors.push(new SimpleSpanProcessor(new FileSpanExporter(path.join(env.OTEL_TEST_EXPORT_DIR, `${service}-${process.pid}.jsonl`), service)));
  }
  return processors;
}

/**
 * Starts OpenTelemetry for this process: http (incoming and outgoing), fetch (undici: the internal
 * client), express and mongodb spans, W3C traceparent in and out. Must run before express, http and
 * mongodb are loaded (see register.ts). OTEL_SDK_DISABLED=true turns it off (no spans at all).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env) {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  const service = serviceNameOf(process.argv[1], env);
  const processors = spanProcessors(env, service);
  const sdk = new NodeSDK({
    serviceName: service,
    autoDetectResources: false,
    // A processor there must be, or the SDK sets up no tracer at all (and ids would be all zeros).
    spanProcessors: processors.length > 0 ? processors : [new NoopSpanProcessor()],
    // No collector: nothing would read a span, so none is recorded. Context still flows: every span is
    // a non-recording one with its trace id (a caller's traceparent's, or a new one), so x-trace-id,
    // the log lines and the traceparent sent on carry it, at a fraction of the cost of recording.
    ...(processors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
    // Traces only: prom-client serves the metrics, pino writes the logs.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => isUntraced(req.url),
        ignoreOutgoingRequestHook: (options: RequestOptions) => isUntraced(options.path ?? undefined),
      }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => isUntraced(request.path) }),
      // Route handlers and routers are spans (and name the server span after the route template); the
      // dozen middleware every request passes (helmet, json, identity, ...) would only add cost.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new MongoDBInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
