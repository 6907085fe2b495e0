import { screen } from '@testing-library/react';
import type { Role } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { mockFetch } from './mock-fetch';

interface SignedInArea {
  /** The describe block's name, e.g. 'admin area'. */
  name: string;
  role: Role;
  /** Renders the remote's App at a path (the remote's testing/render-route). */
  renderRoute: (path: string) => unknown;
  /** [path, h1 and tab title] of each page; the first is the one the Logout test opens. */
  pages: [string, string][];
}

/**
 * What every signed-in remote shows the same way: each page's heading, tab title and greeting
 * ('Welcome, {first} {last}' with the role), and no Logout of its own: the shell's navigation bar has the one.
 */
export function describeSignedInArea({ name, role, renderRoute, pages }: SignedInArea) {
  const me = { id: 'u1', username: 'jane', email: 'jane@example.com', role, firstName: 'Jane', lastName: 'Doe' };
  const [home, homeTitle] = pages[0]!;

  describe(name, () => {
    afterEach(() => act(() => resetToasts()));

    test.each(pages)('When %s opens, then its heading is "%s" and the signed-in user is greeted', async (path, title) => {
      mockFetch({ 'GET /api/auth/me': { body: me } });
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(/Welcome, Jane Doe/)).toHaveTextContent(role);
      expect(document.title).toBe(`${title} | Where Science Meets Sport`);
    });

    test('When its first page opens, then it has no Logout of its own (the navigation bar has the one Logout)', async () => {
      mockFetch({ 'GET /api/auth/me': { body: me } });
      renderRoute(home);
      expect(await screen.findByRole('heading', { level: 1, name: homeTitle })).toBeInTheDocument();
      expect(await screen.findByText(/Welcome, Jane Doe/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });
  });
}
