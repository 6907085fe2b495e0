import http from 'node:http';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
const script = `export const greeting = ${JSON.stringify('hello from the build '.repeat(200))};\n`;
const CHUNK = 'page.a1b2c3d4e5.js';

beforeAll(async () => {
  gw = await startTestGateway();
  const { write } = gw.staticRoot;
  for (const file of [`shell/dist/${CHUNK}`, 'mfe-public/dist/remoteEntry.js']) {
    write(file, script);
    write(`${file}.br`, brotliCompressSync(script));
    write(`${file}.gz`, gzipSync(script));
  }
});
afterAll(() => gw.stop());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent (no decoding), for a given Accept-Encoding. */
function fetchRaw(url: string, acceptEncoding?: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = ({ headers, body }: Raw) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

describe('precompressed static files', () => {
  test('When a browser accepts brotli, then the build\'s .br copy is sent as the script it stands for, cached as its hashed name allows', async () => {
    const res = await fetchRaw(`${gw.url}/${CHUNK}`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(brotliCompressSync(script))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(res)).toBe(script);
  });

  test('When a browser takes gzip but not brotli, then the .gz copy is sent', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await fetchRaw(`${gw.url}/${CHUNK}`, accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.equals(gzipSync(script))).toBe(true);
      expect(decoded(res)).toBe(script);
    }
  });

  test('When a client accepts no encoding, then the plain file is sent, varying on Accept-Encoding', async () => {
    const res = await fetchRaw(`${gw.url}/${CHUNK}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(script);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  test('When a remote\'s unhashed entry is precompressed, then its copy is sent with the entry\'s no-cache and a validator of its own', async () => {
    const br = await fetchRaw(`${gw.url}/mfe/public/remoteEntry.js`, 'br');
    const plain = await fetchRaw(`${gw.url}/mfe/public/remoteEntry.js`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(decoded(br)).toBe(script);
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await new Promise<number>((resolve, reject) => {
      http
        .get(`${gw.url}/mfe/public/remoteEntry.js`, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string }, agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(again).toBe(304);
  });

  test('When a HEAD request accepts brotli, then the headers name the encoding and no body comes', async () => {
    const res = await fetchRaw(`${gw.url}/${CHUNK}`, 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  test('When a file is newer than its compressed copies (a rebuild in place), then the copies are not used', async () => {
    const newer = script.replace('hello', 'fresh');
    gw.staticRoot.write('shell/dist/stale.js', newer);
    gw.staticRoot.write('shell/dist/stale.js.br', brotliCompressSync(script));
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(gw.staticRoot.root, 'shell/dist/stale.js.br'), past, past);
    const res = await fetchRaw(`${gw.url}/stale.js`, 'br');
    expect(decoded(res)).toBe(newer);
  });

  test('When a path climbs out of a remote\'s folder, then no file from elsewhere is sent', async () => {
    const res = await fetchRaw(`${gw.url}/mfe/public/..%2f..%2fshell%2fdist%2f${CHUNK}`, 'br');
    expect(res.headers['content-encoding']).not.toBe('br');
    expect(res.body.toString()).not.toContain('hello from the build');
  });
});
