import { mockFetch } from '../../testing/mock-fetch';
import { reportVital } from './report-vital';

describe('reportVital', () => {
  test('When a figure is reported, then it is POSTed as JSON with keepalive (it still goes as the page is left) and the 204 reads as done', async () => {
    const sent: RequestInit[] = [];
    mockFetch({
      'POST /api/telemetry/vitals': (init) => {
        sent.push(init!);
        return { status: 204 };
      },
    });

    await expect(reportVital({ name: 'LCP', value: 812, route: '/private-classes' })).resolves.toBeUndefined();

    expect(sent[0]).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ name: 'LCP', value: 812, route: '/private-classes' });
  });

  test('When the server refuses it (429), then the call fails with its status', async () => {
    mockFetch({ 'POST /api/telemetry/vitals': { status: 429, body: { message: 'Too many reports. Please try again in a minute.' } } });

    await expect(reportVital({ name: 'CLS', value: 0, route: '/' })).rejects.toMatchObject({ status: 429 });
  });
});
