import { appendFileSync } from 'node:fs';
import { ExportResultCode, hrTimeToMicroseconds, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/** One finished span as a JSON line (what the trace test reads). */
export interface SpanLine {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  startUs: number;
  attributes: Record<string, unknown>;
}

/**
 * Test only (OTEL_TEST_EXPORT_DIR): appends every finished span to a file as a JSON line, synchronously,
 * so a test can read the spans of the processes it started (each writes its own file).
 */
export class FileSpanExporter implements SpanExporter {
  constructor(
    private readonly file: string,
    private readonly service: string,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
    try {
      const lines = spans.map((span): SpanLine => {
        const { traceId, spanId } = span.spanContext();
        return {
          service: this.service,
          traceId,
          spanId,
          parentSpanId: span.parentSpanContext?.spanId ?? null,
          name: span.name,
          kind: span.kind,
          startUs: hrTimeToMicroseconds(span.startTime),
          attributes: { ...span.attributes },
        };
      });
      appendFileSync(this.file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
      done({ code: ExportResultCode.SUCCESS });
    } catch (error) {
      done({ code: ExportResultCode.FAILED, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  shutdown() {
    return Promise.resolve();
  }
}
