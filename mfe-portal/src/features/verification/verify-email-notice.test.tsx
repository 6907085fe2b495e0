import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera' };

afterEach(() => act(() => resetToasts()));

describe('Verify e-mail notice in the client portal', () => {
  test('When the address is not verified, then the portal says how to verify and Resend mails a new link', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { ...me, emailVerified: false } },
      'POST /api/auth/resend-verification': { status: 202, body: { sent: true, email: me.email } },
    });
    renderRoute('/client-portal');

    expect(await screen.findByRole('heading', { name: 'Please verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText(me.email)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification e-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`A new link is on its way to ${me.email}`);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/resend-verification', expect.objectContaining({ method: 'POST' }));
  });

  test('When resending is refused, then the server message shows as an alert and the button stays', async () => {
    mockFetch({
      'GET /api/auth/me': { body: { ...me, emailVerified: false } },
      'POST /api/auth/resend-verification': { status: 429, body: { message: 'Too many verification e-mails. Please try again later.' } },
      'GET /api/user/workout-programs': { body: [] },
      'GET /api/user/digital-content': { body: [] },
    });
    renderRoute('/client-portal');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many verification e-mails. Please try again later.');
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeEnabled();
  });

  test('When the address is verified, then no notice shows', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...me, emailVerified: true } } });
    renderRoute('/client-portal');

    await screen.findByRole('tablist', { name: 'Client portal' });
    expect(screen.queryByRole('heading', { name: 'Please verify your e-mail address' })).not.toBeInTheDocument();
  });
});
