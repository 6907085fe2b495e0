import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wsms/api-client/testing';
import type { AdminSystem } from '@wsms/contracts/system';
import { admin } from '../../../testing/builders';
import { renderRoute } from '../../../testing/render-route';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const system = (overrides: Partial<AdminSystem> = {}): AdminSystem => ({
  services: [
    { name: 'gateway', instances: [{ url: 'http://localhost:3000', up: true, version: '1.0.0', uptimeS: 7260 }], requestsPerMin: 42, errorRate: 0, p95Ms: 35 },
    {
      name: 'booking',
      instances: [
        { url: 'http://127.0.0.1:4003', up: true, version: '1.0.0', uptimeS: 300 },
        { url: 'http://127.0.0.1:4013', up: false, version: null, uptimeS: null },
      ],
      requestsPerMin: 12.5,
      errorRate: 0.02,
      p95Ms: 640,
    },
  ],
  outbox: { pending: 3, oldestAgeS: 20 * 60 },
  feedLagS: 4,
  vitals: { lcpP75Ms: 1800, inpP75Ms: 260, clsP75: null },
  backups: { last: { at: hoursAgo(3), sizeBytes: 5_242_880, ok: true }, everyHours: 24 },
  at: new Date().toISOString(),
  ...overrides,
});

const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li')!;

describe('the System tab', () => {
  test('When the figures come, then each service, instance and figure shows its state in words', async () => {
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/admin/system': { body: system() } });
    renderRoute('/admin?tab=system');

    expect(await screen.findByRole('heading', { level: 2, name: 'System' })).toBeInTheDocument();
    const gateway = await screen.findByRole('heading', { level: 4, name: 'gateway' });
    expect(within(gateway.closest('li')!).getByText('OK')).toBeInTheDocument();
    expect(gateway.closest('li')).toHaveTextContent('Up http://localhost:3000 · version 1.0.0 · up 2 h 1 min');

    const booking = card('booking');
    // One instance down and 2% errors: a warning, said in words.
    expect(within(booking).getAllByText('Warning')[0]).toBeInTheDocument();
    expect(booking).toHaveTextContent('12.5/min');
    expect(booking).toHaveTextContent('2%');
    expect(booking).toHaveTextContent('640 ms');
    expect(within(within(booking).getByRole('list', { name: 'booking instances' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Up http://127.0.0.1:4003 · version 1.0.0 · up 5 min',
      'Down http://127.0.0.1:4013',
    ]);

    // The oldest e-mail has waited 20 minutes: past 15 minutes is failing.
    expect(within(card('E-mail outbox')).getByText('Failing')).toBeInTheDocument();
    expect(card('E-mail outbox')).toHaveTextContent('Waiting3');
    expect(within(card('Report feed lag')).getByText('OK')).toBeInTheDocument();
    const vitals = card('Real visitors’ speed (p75)');
    expect(vitals).toHaveTextContent('LCP1,800 ms OK');
    expect(vitals).toHaveTextContent('INP260 ms Warning');
    expect(vitals).toHaveTextContent('CLS— No data');
    expect(within(card('Last backup')).getByText('OK')).toBeInTheDocument();
    expect(card('Last backup')).toHaveTextContent('5.0 MB');
    expect(card('Last backup')).toHaveTextContent('Scheduled every 24 h.');
  });

  test('When no booking instance answers and the last backup failed, then the outbox, the feed lag and the backup are failing', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/admin/system': { body: system({ outbox: null, feedLagS: null, backups: { last: { at: hoursAgo(1), sizeBytes: 0, ok: false }, everyHours: 24 } }) },
    });
    renderRoute('/admin?tab=system');

    await screen.findByRole('heading', { level: 4, name: 'E-mail outbox' });
    expect(within(card('E-mail outbox')).getByText('Failing')).toBeInTheDocument();
    expect(card('E-mail outbox')).toHaveTextContent('Not available');
    expect(within(card('Report feed lag')).getByText('Failing')).toBeInTheDocument();
    expect(within(card('Last backup')).getByText('Failing')).toBeInTheDocument();
    expect(card('Last backup')).toHaveTextContent('Failed');
  });

  test('When the figures cannot be loaded, then the tab says so and offers to try again', async () => {
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/admin/system': { status: 503, body: { message: 'The auth service is unavailable. Please try again shortly.' } } });
    renderRoute('/admin?tab=system');

    expect(await screen.findByText('Failed to load the system status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
