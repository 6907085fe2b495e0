// register.ts as a process's entry loads it (a child process each: the SDK patches require and http
// for good, and jest's module registry is not Node's).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '../..');

/** What a fresh process that imports register.ts first reports about the SDK. */
function registerIn(env: Record<string, string>) {
  const source = `
    require('./src/tracing/register.ts');
    const { trace } = require('@opentelemetry/api');
    const loaded = Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-node'));
    const span = trace.getTracer('probe').startSpan('probe');
    const traceId = span.spanContext().traceId;
    console.log(JSON.stringify({ loaded, recording: span.isRecording(), traceId: /^(?!0{32})[0-9a-f]{32}$/.test(traceId) }));
    span.end();`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', source], {
    cwd: packageDir,
    encoding: 'utf8',
    timeout: 120_000,
    // Nothing is exported from this test, whatever the caller's environment says.
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', OTEL_TEST_EXPORT_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { loaded: boolean; recording: boolean; traceId: boolean };
}

describe('register', () => {
  it('When OTEL_SDK_DISABLED is true, then the SDK is not loaded and spans record nothing', () => {
    expect(registerIn({ OTEL_SDK_DISABLED: 'true' })).toEqual({ loaded: false, recording: false, traceId: false });
  }, 130_000);

  it('When tracing is on with no collector, then the SDK is loaded and spans carry a trace id but record nothing', () => {
    expect(registerIn({ OTEL_SDK_DISABLED: 'false' })).toEqual({ loaded: true, recording: false, traceId: true });
  }, 130_000);

  it('When tracing is on and spans are exported, then spans record', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-register-'));
    try {
      expect(registerIn({ OTEL_SDK_DISABLED: 'false', OTEL_TEST_EXPORT_DIR: dir })).toEqual({ loaded: true, recording: true, traceId: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 130_000);
});
