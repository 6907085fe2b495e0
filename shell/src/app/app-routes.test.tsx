import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { fakeRemote } from '../testing/fake-remotes';
import { renderApp } from '../testing/render-app';
import { buildRemote, testManifest } from '../testing/remotes-manifest';
import { resetShellState } from '../testing/reset';
import { buildUser } from '../testing/users';

jest.mock('../features/remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../features/remotes/load-remote-app');

const withRemote = (remote: ReturnType<typeof buildRemote>): RemotesManifest => ({
  remotes: testManifest.remotes.map((r) => (r.key === remote.key ? remote : r)),
});
const adminDown: RemotesManifest = {
  remotes: [...testManifest.remotes.filter((r) => r.key !== 'admin'), { key: 'admin', entry: 'https://cdn.example.com/remoteEntry.js', unavailable: 'routes.json unreachable' }],
};

describe('Routes from /remotes.json', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    loadRemoteApp.mockImplementation(async (remote: { key: string }) => fakeRemote(remote.key));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
  });
  afterEach(() => {
    resetShellState();
    jest.restoreAllMocks();
  });

  test('When a remote declares a page, then the shell titles the tab from the list before the remote has loaded', async () => {
    loadRemoteApp.mockReturnValue(never());
    renderApp('/services');
    await waitFor(() => expect(document.title).toBe('Services | Where Science Meets Sport'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(loadRemoteApp).toHaveBeenCalledWith(expect.objectContaining({ key: 'public' }));
  });

  test('When a remote\'s release adds a page, then the same shell routes it, guard included', async () => {
    const staff = buildRemote({ key: 'staff', routes: [{ path: '/staff-dashboard', role: 'staff' }, { path: '/staff-reports', title: 'Staff Reports', role: 'staff' }] });
    mockFetch({ 'GET /api/auth/me': { body: buildUser({ role: 'staff' }) } });
    renderApp('/staff-reports', { manifest: withRemote(staff) });
    expect(await screen.findByRole('heading', { name: 'staff remote' })).toBeInTheDocument();
    expect(document.title).toBe('Staff Reports | Where Science Meets Sport');
  });

  test('When a page of a guarded remote is opened by a user without the role, then Access Denied shows and nothing is downloaded', async () => {
    const staff = buildRemote({ key: 'staff', routes: [{ path: '/staff-reports', role: 'staff' }] });
    mockFetch({ 'GET /api/auth/me': { body: buildUser({ role: 'user' }) } });
    renderApp('/staff-reports', { manifest: withRemote(staff) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When no remote declares the path, then the shell\'s 404 page shows', async () => {
    renderApp('/staff-reports');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When a remote declares /login, then the shell\'s login page still answers it', async () => {
    const greedy = buildRemote({ key: 'public', routes: [{ path: '/' }, { path: '/login', title: 'Not the shell' }] });
    renderApp('/login', { manifest: withRemote(greedy) });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When a remote\'s routes are unknown, then a path no known remote declares gets the fallback, and Retry asks the gateway again', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: buildUser({ role: 'admin' }) }, 'GET /remotes.json': { body: testManifest } });
    const user = userEvent.setup();
    renderApp('/admin', { manifest: adminDown });
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'admin remote' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  test('When /remotes.json cannot be fetched, then pages show the fallback and the shell\'s own pages still work', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 }, 'GET /remotes.json': { status: 503 } });
    renderApp('/', { manifest: null });
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    resetShellState();

    renderApp('/login', { manifest: null });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  test('When the shell starts, then it fetches /remotes.json once and routes / to the remote it names', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 }, 'GET /remotes.json': { body: testManifest } });
    renderApp('/', { manifest: null });
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/remotes.json')).toHaveLength(1);
    expect(document.title).toBe('Home page | Where Science Meets Sport');
  });
});
