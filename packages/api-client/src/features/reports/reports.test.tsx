import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { reportExportUrl, useReportSeries, useReportSummary } from './reports';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('report operations', () => {
  test('When a summary is asked for every location, then only the set filters go in the query', async () => {
    mockFetch({ 'GET /api/reports/summary?from=2030-03-01&to=2030-03-31': { body: { from: '2030-03-01' } } });
    const { result } = renderHook(() => useReportSummary({ from: '2030-03-01', to: '2030-03-31', location: '' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ from: '2030-03-01' }));
  });

  test('When a series cannot be read, then the error says the reports failed to load', async () => {
    mockFetch({ 'GET /api/reports/series?from=2030-03-01&to=2030-03-31&location=woburn&metric=booked&interval=week': { status: 500 } });
    const { result } = renderHook(() => useReportSeries({ from: '2030-03-01', to: '2030-03-31', location: 'woburn' }, 'booked', 'week'), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500, message: 'Failed to load reports' }));
  });

  test('When an export link is made, then it names the kind and the filters', () => {
    expect(reportExportUrl({ from: '2030-03-01', to: '2030-03-31', instructorId: 'i1' }, 'revenue')).toBe('/api/reports/export.csv?from=2030-03-01&to=2030-03-31&instructorId=i1&kind=revenue');
  });
});
