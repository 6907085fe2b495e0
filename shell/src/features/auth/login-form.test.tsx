import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { fakeRemote } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';
import { buildUser } from '../../testing/users';

jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../remotes/load-remote-app');

async function openLogin(routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ 'GET /api/auth/me': { status: 401 }, ...routes });
  renderApp('/login');
  const user = userEvent.setup();
  await screen.findByRole('tab', { name: 'Login' });
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'jane');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login form', () => {
  beforeEach(() => loadRemoteApp.mockImplementation(async (remote: { key: string }) => fakeRemote(remote.key)));
  afterEach(resetShellState);

  test('When the page opens, then its title names it and the access levels are listed', async () => {
    await openLogin();
    expect(document.title).toBe('Login | Where Science Meets Sport');
    const levels = screen.getByRole('complementary', { name: 'Access levels' });
    // Each level's name stands on its own, found by its exact text once.
    for (const level of ['Users', 'Staff', 'Admin']) expect(within(levels).getByText(level, { exact: true })).toBeInTheDocument();
  });

  test('When submitted empty, then each field shows its required message', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  test('When submitted with only a password, then focus moves to the username field', async () => {
    const user = await openLogin();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  test('When the server answers 400 naming a field, then its message shows under it and the failure toast still shows', async () => {
    const user = await openLogin({
      'POST /api/auth/login': { status: 400, body: { message: 'Password is required', errors: [{ path: 'password', message: 'Password is required' }] } },
    });
    await signIn(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Login Failed');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  test('When signing in is in progress, then the button reads "Signing in..." and is disabled', async () => {
    const user = await openLogin({ 'POST /api/auth/login': never });
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  test('When the server refuses the credentials, then a destructive toast shows its message', async () => {
    const user = await openLogin({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await signIn(user);
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid credentials');
  });

  test.each([
    ['admin', 'admin remote'],
    ['staff', 'staff remote'],
    ['user', 'portal remote'],
  ] as const)('When a %s signs in, then a welcome toast shows and they land on the %s', async (role, heading) => {
    const me = buildUser({ role });
    let signedIn = false;
    mockFetch({
      'GET /api/auth/me': () => (signedIn ? { body: me } : { status: 401 }),
      'POST /api/auth/login': () => { signedIn = true; return { body: me }; },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: 'Login' });
    await signIn(user);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
  });

  test('When signed in, then "Login Successful" shows at the page corner as a status for about 3 seconds, not the default 5', async () => {
    const me = buildUser({ role: 'user' });
    let signedIn = false;
    mockFetch({
      'GET /api/auth/me': () => (signedIn ? { body: me } : { status: 401 }),
      'POST /api/auth/login': () => { signedIn = true; return { body: me }; },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: 'Login' });
    await signIn(user);
    const shown = await screen.findByText('Login Successful');
    const since = Date.now();
    expect(shown.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Login Successful')).not.toBeInTheDocument(), { timeout: 3800, interval: 50 });
    expect(Date.now() - since).toBeGreaterThan(2500);
  }, 10_000);
});
