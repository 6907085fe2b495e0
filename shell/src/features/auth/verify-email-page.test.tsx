import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';

jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));

const token = 'a'.repeat(43);
// The page is a lazy chunk: give it time on a busy machine.
const lazyPage = { timeout: 5000 };

describe('Verify e-mail page', () => {
  afterEach(resetShellState);

  test('When the link is opened and Confirm is clicked, then the token is posted once and the page confirms', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { status: 401 },
      'POST /api/auth/verify-email': { body: { emailVerified: true, email: 'jamie@example.com' } },
    });
    renderApp(`/verify-email?token=${token}`);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm e-mail address' }, lazyPage));

    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('jamie@example.com is verified');
    expect(screen.getByRole('link', { name: 'Go to your portal' })).toHaveAttribute('href', '/client-portal');
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token });
    expect(document.title).toBe('Verify E-mail | Where Science Meets Sport');
  });

  test('When only the link is opened, then nothing is posted (a mail scanner cannot use the token)', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp(`/verify-email?token=${token}`);

    await screen.findByRole('button', { name: 'Confirm e-mail address' }, lazyPage);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/verify-email')).toBe(false);
  });

  test('When the token is refused, then the server message shows as an alert', async () => {
    mockFetch({
      'GET /api/auth/me': { status: 401 },
      'POST /api/auth/verify-email': { status: 400, body: { message: 'This verification link is invalid or has expired.' } },
    });
    renderApp(`/verify-email?token=${token}`);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm e-mail address' }, lazyPage));

    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  });

  test('When the page has no token, then it explains where to get a link and offers sign-in', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp('/verify-email');

    expect(await screen.findByRole('alert', {}, lazyPage)).toHaveTextContent('needs the link from your verification e-mail');
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
