import http from 'node:http';

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  json: <T = Record<string, unknown>>() => T;
}

/** Raw HTTP (fetch would refuse to set Host, Cookie or Origin the way a browser or attacker does). */
export function send(url: string, { method = 'GET', headers = {}, body }: SendOptions = {}): Promise<Sent> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ms: Date.now() - started, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
