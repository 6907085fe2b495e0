import { business, formatAddress, mainLocation } from '@wsms/contracts/business';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { fakeRemote } from '../../testing/fake-remotes';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { renderApp } from '../../testing/render-app';
import { testManifest } from '../../testing/remotes-manifest';
import { resetShellState } from '../../testing/reset';
import { buildUser } from '../../testing/users';

jest.mock('../../features/remotes/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const { loadRemoteApp } = jest.requireMock('../../features/remotes/load-remote-app');

// jsdom applies no media queries, so the bar renders as on a small screen: links sit behind the toggle.
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navLink = (name: string) => within(mainNav()).getByRole('link', { name });
const signedOut = () => mockFetch({ 'GET /api/auth/me': { status: 401 } });
const header = () => within(screen.getByRole('banner'));
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Menu' }));

// Remotes released before the bar always showed Logout declare `ownLogout` on their signed-in pages.
const releasedBeforeTheChange: RemotesManifest = {
  remotes: testManifest.remotes.map((remote) =>
    remote.routes && remote.key !== 'public' ? { ...remote, routes: remote.routes.map((route) => ({ ...route, ownLogout: true })) } : remote,
  ),
};

describe('Navigation bar', () => {
  beforeEach(() => loadRemoteApp.mockImplementation(async (remote: { key: string }) => fakeRemote(remote.key)));
  afterEach(resetShellState);

  test('When the page is /, then only Home is the current page', async () => {
    signedOut();
    renderApp('/');
    await openMenu();
    expect(navLink('Home')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Services')).not.toHaveAttribute('aria-current');
  });

  test('When the page is /services, then Services is the current page and Home is not', async () => {
    signedOut();
    renderApp('/services');
    await openMenu();
    expect(navLink('Services')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Home')).not.toHaveAttribute('aria-current');
  });

  test('When the path starts with a link path, then that link is highlighted', async () => {
    signedOut();
    renderApp('/client-portal');
    await openMenu();
    expect(navLink('Training Portal')).toHaveAttribute('aria-current', 'page');
    expect(navLink('Home')).not.toHaveAttribute('aria-current');
  });

  test('When rendered, then the links appear in the order of the spec and point to their paths', async () => {
    signedOut();
    renderApp('/');
    await openMenu();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Services', '/services'], ['Team', '/team'], ['Performance Training', '/performance-training'],
      ['Apps', '/apps'], ['Shop', '/shop'], ['Private Classes', '/private-classes'], ['Training Portal', '/client-portal'],
      ['Contact', '/contact'],
    ]);
    expect(header().getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/private-classes');
  });

  test('When the menu toggle is pressed, then the menu expands, and choosing a link collapses it', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(mainNav());

    await user.click(navLink('Services'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'public remote' })).toBeInTheDocument();
  });

  test('When signed out, then a Login button leads to /login', async () => {
    signedOut();
    renderApp('/');
    await openMenu();
    expect(await header().findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  test('When signed in, then the first name and role and a Logout button replace Login', async () => {
    mockFetch({ 'GET /api/auth/me': { body: buildUser({ firstName: 'Jane', role: 'staff' }) } });
    renderApp('/');
    await openMenu();
    expect(await screen.findByText('Jane (staff)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  test.each(['/admin', '/digital-content', '/staff-dashboard', '/instructor-dashboard', '/staff', '/client-portal', '/workout-tracker'])(
    'When a signed-in area with its own header (%s) is open, then the bar still shows the user and its Logout',
    async (path) => {
      mockFetch({ 'GET /api/auth/me': { body: buildUser({ firstName: 'Jane', role: 'admin' }) } });
      renderApp(path, { manifest: releasedBeforeTheChange });
      await openMenu();
      expect(await header().findByText('Jane (admin)')).toBeInTheDocument();
      expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    },
  );

  test('When a guarded page turns the visitor away (Access Denied), then the bar keeps its Logout', async () => {
    mockFetch({ 'GET /api/auth/me': { body: buildUser({ firstName: 'Jane', role: 'user' }) } });
    renderApp('/admin');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    await openMenu();
    expect(await screen.findByText('Jane (user)')).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  test('When logout fails, then the toast says "Logout failed"', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: buildUser() }, 'POST /api/auth/logout': { status: 500 } });
    renderApp('/');
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logout failed');
  });

  test('When an admin logs out with the bar\'s Logout on the admin dashboard, then the toast says they left the admin panel', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: buildUser({ role: 'admin' }) }, 'POST /api/auth/logout': { status: 204 } });
    renderApp('/admin');
    await openMenu();
    await user.click(await header().findByRole('button', { name: 'Logout' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Logged out');
    expect(toast).toHaveTextContent('You have been logged out of the admin panel');
  });

  test('When logout succeeds, then Login is shown again', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: buildUser() }, 'POST /api/auth/logout': { status: 204 } });
    renderApp('/');
    await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await openMenu();
    expect(await header().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Footer', () => {
  afterEach(resetShellState);

  test('When any page renders, then the footer shows the address, phone, e-mail, a Login link and the copyright', () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    renderApp('/nope');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`Phone: ${business.phone}`)).toBeInTheDocument();
    expect(footer.getByText(`Email: ${business.email}`)).toBeInTheDocument();
    expect(footer.getByText(formatAddress(mainLocation))).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(footer.getByText(/© \d{4} Where Science Meets Sport/)).toBeInTheDocument();
  });
});
