import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { admin, buildMessage } from '../../../testing/builders';
import { sentBody } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

describe('the Inbox tab', () => {
  test('When messages are listed, then unread ones are counted and each has a reply link and a read switch', async () => {
    const user = userEvent.setup();
    const newest = buildMessage({ name: 'Ana Ruiz', email: 'ana@example.com', message: 'Line one\n<img src=x onerror=alert(1)>' });
    const older = buildMessage({ name: 'Ben Cho', read: true });
    let unread = 1;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/contact': { body: [newest, older] },
      'GET /api/contact/counts': () => ({ body: { unread } }),
      'GET /api/outbox': { body: [] },
      [`PATCH /api/contact/${newest.id}`]: () => ((unread = 0), { body: { ...newest, read: true } }),
    });
    renderRoute('/admin?tab=inbox');

    expect(await screen.findByRole('heading', { name: 'Contact messages (1 unread)' })).toBeInTheDocument();
    const ana = screen.getByRole('heading', { name: 'Ana Ruiz' }).closest('li')!;
    expect(within(ana).getByText('Unread')).toBeInTheDocument();
    expect(ana.querySelector('img')).toBeNull();
    expect(ana).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(ana).toHaveTextContent('Nutrition Consultation');
    expect(within(ana).getByRole('link', { name: 'Reply', description: 'Ana Ruiz' })).toHaveAttribute('href', expect.stringMatching(/^mailto:ana%40example\.com\?subject=/));

    await user.click(within(ana).getByRole('button', { name: 'Mark as read', description: 'Ana Ruiz' }));

    await waitFor(() => expect(sentBody(fetchMock, `PATCH /api/contact/${newest.id}`)).toEqual({ read: true }));
    expect(await screen.findByRole('heading', { name: 'Contact messages (0 unread)' })).toBeInTheDocument();
  });

  test('When 60 messages are unread and the first page shows 50, then the heading counts 60 (from the count, not the page)', async () => {
    const page = Array.from({ length: 50 }, (_, i) => buildMessage({ name: `Sender ${i}` }));
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/contact': { body: page, headers: { link: '</api/contact?cursor=Ab1&limit=50>; rel="next"' } },
      'GET /api/contact/counts': { body: { unread: 60 } },
      'GET /api/outbox': { body: [] },
    });
    renderRoute('/admin?tab=inbox');

    expect(await screen.findByRole('heading', { name: 'Contact messages (60 unread)' })).toBeInTheDocument();
    expect(await screen.findByText('Showing the first 50 messages.')).toBeInTheDocument();
  });

  test('When an admin searches the inbox, then the messages are asked for with q after a pause and no match says so', async () => {
    const user = userEvent.setup();
    const ana = buildMessage({ name: 'Ana Ruiz', email: 'ana@example.com' });
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/contact/counts': { body: { unread: 2 } },
      'GET /api/contact': (_init, url = '') => (/q=ana/i.test(url) ? { body: [ana] } : url.includes('q=') ? { body: [] } : { body: [ana, buildMessage({ name: 'Ben Cho' })] }),
      'GET /api/outbox': { body: [] },
    });
    renderRoute('/admin?tab=inbox');
    expect(await screen.findByRole('heading', { name: 'Ben Cho' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: "Search messages by sender's name or e-mail" });
    await user.type(box, 'ana');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ben Cho' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /^\/api\/contact(\?|$)/.test(url))).toEqual(['/api/contact', '/api/contact?q=ana']);
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('No messages match “nobody”.')).toBeInTheDocument();
  });

  test('When the outbox holds e-mails, then each shows its subject, recipient and whether it was sent', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/contact': { body: [] },
      'GET /api/outbox': {
        body: [
          { id: 'e1', to: 'jamie@example.com', subject: 'Your session is confirmed', text: 'See you Tuesday.', kind: 'booking-confirmed', createdAt: '2030-01-07T12:00:00.000Z', sentAt: '2030-01-07T12:00:05.000Z', attempts: 1 },
          { id: 'e2', to: 'sam@example.com', subject: 'Verify your e-mail', text: 'Open the link.', kind: 'verify-email', createdAt: '2030-01-07T11:00:00.000Z', sentAt: null, attempts: 0 },
        ],
      },
    });
    renderRoute('/admin?tab=inbox');

    const sent = (await screen.findByText('Your session is confirmed')).closest('li')!;
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(sent).toHaveTextContent('To jamie@example.com');
    expect(within(sent).getByText('Mon, Jan 7, 2030, 7:00 AM EST')).toHaveAttribute('dateTime', '2030-01-07T12:00:00.000Z');
    expect(within(screen.getByText('Verify your e-mail').closest('li')!).getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });

  test('When the deployment has no outbox route, then the Inbox says so instead of failing', async () => {
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/contact': { body: [] }, 'GET /api/outbox': { status: 404, body: { message: 'Not found' } } });
    renderRoute('/admin?tab=inbox');

    expect(await screen.findByText('The e-mail outbox is not available in this deployment.')).toBeInTheDocument();
  });
});
