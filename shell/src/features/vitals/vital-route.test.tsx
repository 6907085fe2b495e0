import { waitFor } from '@testing-library/react';
import { mockFetch, never } from '@wsms/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { resetShellState } from '../../testing/reset';
import { routeVisits } from './route-history';

jest.mock('../remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../remotes/load-remote-app');

const lastRoute = () => routeVisits().at(-1)?.route;

describe('The route template the vitals are named by', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    loadRemoteApp.mockReturnValue(never());
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
  });
  afterEach(() => resetShellState());

  test("When a remote's page with a parameter opens, then its pattern is noted, never the id, the query or the fragment", async () => {
    renderApp('/checkout/b-123?key=secret#top');

    await waitFor(() => expect(lastRoute()).toBe('/checkout/:bookingId'));
    expect(JSON.stringify(routeVisits())).not.toMatch(/b-123|secret/);
  });

  test("When the shell's own page opens, then its path is noted", async () => {
    renderApp('/login');

    await waitFor(() => expect(lastRoute()).toBe('/login'));
  });

  test('When no route matches once the routes are known, then /* is noted', async () => {
    renderApp('/no-such-page');

    await waitFor(() => expect(lastRoute()).toBe('/*'));
  });
});
