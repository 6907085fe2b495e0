import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';

jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));

async function openRegister(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 }, ...routes });
  renderApp('/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  return { user, fetchMock };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Username'), 'jane');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
}

describe('Register form', () => {
  afterEach(resetShellState);

  test('When submitted empty, then every field shows its message', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
  });

  test('When the e-mail is malformed and the password short, then only those fields complain', async () => {
    const { user } = await openRegister();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
  });

  test('When first and last name together would not fit an instructor record, then Last Name says so and nothing is sent', async () => {
    const { user, fetchMock } = await openRegister();
    await fillValid(user);
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByLabelText('First Name'));
    await user.paste('F'.repeat(60));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByLabelText('Last Name'));
    await user.paste('L'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('First and last name together must be at most 100 characters');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/register'))).toBe(false);
  });

  test('When submitted with bad values, then focus moves to the first field that is wrong', async () => {
    const { user } = await openRegister();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'false');
  });

  test('When a wrong field is edited, then its message goes away until the next try', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(screen.getByLabelText('Username'), 'j');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
  });

  test('When the account is being created, then the button reads "Creating Account..." and is disabled', async () => {
    const { user } = await openRegister({ 'POST /api/auth/register': never });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  test('When registration succeeds, then a toast confirms it, Login opens with the username filled in and says to verify the e-mail, and role user was sent', async () => {
    const { user, fetchMock } = await openRegister({ 'POST /api/auth/register': { status: 201, body: {} } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByText('Registration Successful');
    expect(toast.closest('[role="status"]')).toHaveTextContent('Account created! You can now log in.');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    const login = screen.getByRole('form', { name: 'Login' });
    expect(within(login).getByRole('status')).toHaveTextContent('Account created. Check your e-mail to verify your address, then log in.');
    expect(within(login).getByLabelText('Username')).toHaveValue('jane');
    expect(within(login).getByLabelText('Password')).toHaveValue('');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ username: 'jane', role: 'user' });
  });

  test.each(['/register', '/signup'])('When %s is opened, then the login page shows on its Register tab', async (path) => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp(path);
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    expect(document.title).toBe('Register | Where Science Meets Sport');
  });

  test('When the server refuses, then a toast shows the server message', async () => {
    const { user } = await openRegister({ 'POST /api/auth/register': { status: 409, body: { message: 'Username already exists' } } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Registration Failed');
    expect(toast).toHaveTextContent('Username already exists');
  });
});
