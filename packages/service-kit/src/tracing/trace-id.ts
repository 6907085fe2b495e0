import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';

export const TRACE_ID_HEADER = 'x-trace-id';

/** W3C traceparent: version-traceid-parentid-flags, lower-case hex, neither id all zeros, version not ff. */
const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}(-.*)?$/;

/** The trace id of a valid W3C traceparent header, or undefined. */
export function traceIdFromTraceparent(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = TRACEPARENT.exec(value.trim());
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[4] !== undefined)) return undefined;
  if (/^0+$/.test(match[2]!) || /^0+$/.test(match[3]!)) return undefined;
  return match[2];
}

/** The active span's trace and span ids (nothing outside a trace): what every log line carries. */
export function activeTraceFields(): { traceId: string; spanId: string } | Record<string, never> {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : {};
}

/** This request's trace id: the active span's; with tracing off, the caller's traceparent's or a new one. */
export function traceIdOf(headers: IncomingHttpHeaders): string {
  const context = trace.getActiveSpan()?.spanContext();
  if (context && isSpanContextValid(context)) return context.traceId;
  return traceIdFromTraceparent(headers.traceparent) ?? randomBytes(16).toString('hex');
}

/** Every response carries its trace id as x-trace-id (what a user quotes, what finds the trace and the logs). */
export const traceIdHeader: RequestHandler = (req, res, next) => {
  res.setHeader(TRACE_ID_HEADER, traceIdOf(req.headers));
  next();
};
