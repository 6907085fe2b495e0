import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { fakeRemote } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';
import { testManifest } from '../../testing/remotes-manifest';
import { resetShellState } from '../../testing/reset';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('./load-remote-app');

const loadsFake = async (remote: { key: string }) => fakeRemote(remote.key);
const chunkLoadError = () => Object.assign(new Error('Loading chunk 42 failed.\n(missing: /mfe/public/42.0123456789.js)'), { name: 'ChunkLoadError' });

describe('Remote area', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/auth/me': { status: 401 }, 'GET /remotes.json': { body: testManifest } });
  });
  afterEach(() => {
    resetShellState();
    jest.restoreAllMocks();
  });

  test('When a remote loads, then a loading state shows first and then its content', async () => {
    loadRemoteApp.mockImplementation(loadsFake);
    renderApp('/services');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
  });

  test('When a remote fails to load, then only its area shows the fallback, the layout keeps working and the console names the area', async () => {
    loadRemoteApp.mockRejectedValue(new Error('Failed to load script resources'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Where Science Meets Sport');
    expect(console.error).toHaveBeenCalledWith('Remote area "public" failed: Failed to load script resources', expect.any(String));
  });

  test('When Retry is pressed after the remote is back, then the remote list is asked again and the area loads it afresh', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('down')).mockImplementation(loadsFake);
    const fetchMock = mockFetch({ 'GET /remotes.json': { body: testManifest } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(loadRemoteApp).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'public' }), { force: true });
  });

  test('When a chunk of the loaded release is gone, then the area loads the new release by itself, once', async () => {
    const oldRelease = { default: () => { throw chunkLoadError(); } };
    const newRelease = { default: () => <h1>public remote, new release</h1> };
    loadRemoteApp.mockResolvedValueOnce(oldRelease).mockResolvedValue(newRelease);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'public remote, new release' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
    expect(loadRemoteApp).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'public' }), { force: true });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining('Remote area "public" failed'), expect.anything());
  });

  test('When chunks keep failing right after an automatic reload, then the fallback with Retry shows instead of a loop', async () => {
    loadRemoteApp.mockImplementation(async () => ({ default: () => { throw chunkLoadError(); } }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
  });

  test('When a remote fails, then shell-owned pages such as /login still work', async () => {
    loadRemoteApp.mockRejectedValue(new Error('down'));
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});
