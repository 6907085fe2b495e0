import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { useAllInstructors } from '../catalog';
import { useAuditPage } from './audit-log';
import { useChangeRole, useUserPages, useUsers } from './users';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('account operations', () => {
  test('When a role changes, then the accounts and the full instructor list are read again', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/auth/users': () => ({ body: [{ id: 'u1', role: (reads += 1) > 1 ? 'staff' : 'user' }] }),
      'GET /api/instructors?scope=all': () => ({ body: reads > 1 ? [{ id: 'i1' }] : [] }),
      'PUT /api/auth/users/u1/role': { body: { user: { id: 'u1', role: 'staff' } } },
    });
    const { result } = renderHook(() => ({ users: useUserPages(), instructors: useAllInstructors(), change: useChangeRole() }), { wrapper });
    await waitFor(() => expect(result.current.users.items).toEqual([{ id: 'u1', role: 'user' }]));

    await act(() => result.current.change.mutateAsync({ userId: 'u1', role: 'staff' }));

    await waitFor(() => expect(result.current.users.items).toEqual([{ id: 'u1', role: 'staff' }]));
    await waitFor(() => expect(result.current.instructors.data).toEqual([{ id: 'i1' }]));
  });

  test('When an older page of the audit log is asked for, then the page size and the cursor go in the query', async () => {
    const before = '2026-01-01T00:00:00.000Z';
    mockFetch({ [`GET /api/auth/audit-log?limit=25&before=${encodeURIComponent(before)}`]: { body: { entries: [], unavailable: [] } } });
    const { result } = renderHook(() => useAuditPage(before), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ entries: [], unavailable: [] }));
  });

  test('When the users cannot be read, then the error is spec 8\'s "Failed to fetch users"', async () => {
    mockFetch({ 'GET /api/auth/users?role=staff&limit=200': { status: 500 } });
    const { result } = renderHook(() => useUsers('staff'), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500, message: 'Failed to fetch users' }));
  });
});
