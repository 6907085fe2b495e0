import { screen } from '@testing-library/react';
import { mockFetch } from '@wsms/api-client/testing';
import { renderApp } from '../testing/render-app';
import { resetShellState } from '../testing/reset';

jest.mock('../features/remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../features/remotes/load-remote-app');

describe('404 page', () => {
  afterEach(resetShellState);

  test('When the path is unknown, then the 404 texts show and no remote is loaded', () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found');
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });

  test('When a path only starts like a known one, then it is still a 404', () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp('/services/extra');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
