// register.ts as a process's entry loads it (a child process each: the SDK patches require and http
// for good, and jest's module registry is not Node's).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '../..');

/** What a fresh process that imports register.ts first reports about the SDK. */
function registerIn(env: Record<string, string>) {
  const source = `
    require('./src/tracing/register.ts');
    const { trace } = require('@opentelemetry/api');
    const loaded = Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-node'));
    const span = trace.getTracer('probe').startSpan('probe');
    console.log(JSON.stringify({ loaded, recording: span.isRecording() }));
    span.end();`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', source], {
    cwd: packageDir,
    encoding: 'utf8',
    timeout: 120_000,
    // Nothing is exported from this test, whatever the caller's environment says.
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '', OTEL_TEST_EXPORT_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { loaded: boolean; recording: boolean };
}

describe('register', () => {
  it('When OTEL_SDK_DISABLED is true, then the SDK is not loaded and spans record nothing', () => {
    expect(registerIn({ OTEL_SDK_DISABLED: 'true' })).toEqual({ loaded: false, recording: false });
  }, 130_000);

  it('When tracing is on, then the SDK is loaded and spans record', () => {
    expect(registerIn({ OTEL_SDK_DISABLED: 'false' })).toEqual({ loaded: true, recording: true });
  }, 130_000);
});
