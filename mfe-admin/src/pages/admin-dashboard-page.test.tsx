import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

afterEach(() => act(() => resetToasts()));

describe('the admin dashboard', () => {
  test('When it opens, then the header greets the admin, links to the staff dashboard, and Logout is left to the navigation bar', async () => {
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/auth/users': { body: [] }, 'GET /api/instructors?scope=all': { body: [] } });
    renderRoute('/admin');

    expect(await screen.findByText(/Welcome, Jane Doe/)).toHaveTextContent('admin');
    expect(screen.getByRole('link', { name: 'Staff Dashboard' })).toHaveAttribute('href', '/staff-dashboard');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Staff Overview', 'Instructors', 'Staff', 'Products', 'Testimonials', 'Packages', 'Inbox', 'Roles', 'Reports', 'System']);
    expect(screen.getByRole('tab', { name: 'Staff Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('When a tab is chosen, then it opens and the address names it', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/auth/users': { body: [] }, 'GET /api/instructors?scope=all': { body: [] }, 'GET /api/products': { body: [] } });
    renderRoute('/admin');

    await user.click(await screen.findByRole('tab', { name: 'Products' }));

    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  });
});
