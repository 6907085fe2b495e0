import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/src/testing/mock-fetch';
import { fakeRemote } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('./load-remote-app');

describe('Remote area', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
  });
  afterEach(() => {
    resetShellState();
    jest.restoreAllMocks();
  });

  test('When a remote loads, then a loading state shows first and then its content', async () => {
    loadRemoteApp.mockImplementation(async (key: 'public') => fakeRemote(key));
    renderApp('/services');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
  });

  test('When a remote fails to load, then only its area shows the fallback and the layout keeps working', async () => {
    loadRemoteApp.mockRejectedValue(new Error('Failed to load script resources'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Where Science Meets Sport');
  });

  test('When Retry is pressed after the remote is back, then the area loads it afresh', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('down')).mockImplementation(async (key: 'public') => fakeRemote(key));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenLastCalledWith('public', { force: true });
  });

  test('When a remote fails, then shell-owned pages such as /login still work', async () => {
    loadRemoteApp.mockRejectedValue(new Error('down'));
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});
