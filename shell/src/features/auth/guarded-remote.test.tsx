import { screen } from '@testing-library/react';
import { mockFetch, never } from '@wsms/api-client/testing';
import type { Role } from '@wsms/contracts';
import { fakeRemote } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';
import { buildUser } from '../../testing/users';

jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../remotes/load-remote-app');

const signedInAs = (role: Role) => mockFetch({ 'GET /api/auth/me': { body: buildUser({ role }) } });

describe('Role guards', () => {
  beforeEach(() => loadRemoteApp.mockImplementation(async (remote: { key: string }) => fakeRemote(remote.key)));
  afterEach(resetShellState);

  test('When the current user is still loading, then the guard shows "Loading..."', async () => {
    mockFetch({ 'GET /api/auth/me': never });
    renderApp('/admin');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  test('When signed out, then the login screen is shown and the remote is never downloaded', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp('/admin');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When a user opens /admin, then Access Denied is shown without downloading the remote', async () => {
    signedInAs('user');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When staff opens /admin, then Access Denied is shown', async () => {
    signedInAs('staff');
    renderApp('/digital-content');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  test('When an admin opens /admin, then the admin remote renders', async () => {
    signedInAs('admin');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'admin remote' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledWith(expect.objectContaining({ key: 'admin', name: 'mfe_admin' }));
  });

  test.each([
    ['staff', '/staff-dashboard', 'staff remote'],
    ['admin', '/staff-dashboard', 'staff remote'],
    ['staff', '/instructor-dashboard', 'staff remote'],
    ['admin', '/staff', 'staff remote'],
    ['user', '/client-portal', 'portal remote'],
    ['user', '/workout-tracker', 'portal remote'],
  ] as const)('When a %s opens %s, then the %s renders', async (role, path, heading) => {
    signedInAs(role);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  test('When a user opens /staff-dashboard, then Access Denied is shown', async () => {
    signedInAs('user');
    renderApp('/staff-dashboard');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  test.each([
    ['user', '/staff-dashboard', 'Go to Training Portal', '/client-portal'],
    ['user', '/admin', 'Go to Training Portal', '/client-portal'],
    ['staff', '/admin', 'Go to Staff Dashboard', '/staff-dashboard'],
    ['staff', '/digital-content', 'Go to Staff Dashboard', '/staff-dashboard'],
  ] as const)('When a signed-in %s is turned away from %s, then Access Denied offers their own home (%s), not Go to Login', async (role, path, name, home) => {
    signedInAs(role);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', home);
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });
});
