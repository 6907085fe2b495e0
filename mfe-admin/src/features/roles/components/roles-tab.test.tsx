import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@wsms/contracts';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin, buildUser } from '../../../testing/builders';
import { sentBody } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => act(() => resetToasts()));

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2030-01-07T12:00:00.000Z',
  service: 'catalog',
  actor: { id: 'me', username: 'jane', name: 'Jane Doe', role: 'admin' },
  description: 'Approved testimonial by Olivia G.',
  action: 'Approve or hide a testimonial',
  method: 'PUT',
  path: '/api/testimonials/t9',
  target: 't9',
  changes: { isApproved: 'true' },
  status: 200,
  outcome: 'succeeded',
  ...overrides,
});

const nina = buildUser({ firstName: 'Nina', lastName: 'Lopez' });
const tom = buildUser({ firstName: 'Tom', lastName: 'Staff', role: 'staff' });

describe('the Roles tab', () => {
  test('When a client is promoted, then the role change is sent and the toast says an inactive instructor record was made', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin, nina, tom] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
      [`PUT /api/auth/users/${nina.id}/role`]: { body: { user: { ...nina, role: 'staff' }, instructor: { id: 'i9', name: 'Nina Lopez', created: true, isActive: false } } },
    });
    renderRoute('/admin?tab=roles');

    const row = (await screen.findByRole('cell', { name: 'Nina Lopez' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Promote to staff', description: 'Nina Lopez' }));

    await waitFor(() => expect(sentBody(fetchMock, `PUT /api/auth/users/${nina.id}/role`)).toEqual({ role: 'staff' }));
    expect(await screen.findByText('Nina Lopez is now staff')).toBeInTheDocument();
    expect(screen.getByText(/An inactive instructor record was created/)).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'Tom Staff' }).closest('tr')!).getByRole('button', { name: 'Demote to user', description: 'Tom Staff' })).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'Jane Doe' }).closest('tr')!).queryByRole('button')).toBeNull();
  });

  test('When an admin ticks Clinician for a staff account, then the flag is sent and a client has no such box', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin, nina, tom] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
      [`PUT /api/auth/users/${tom.id}/clinician`]: { body: { ...tom, clinician: true } },
    });
    renderRoute('/admin?tab=roles');

    const row = (await screen.findByRole('cell', { name: 'Tom Staff' })).closest('tr')!;
    await user.click(within(row).getByRole('checkbox', { name: 'Clinician', description: 'Tom Staff' }));

    await waitFor(() => expect(sentBody(fetchMock, `PUT /api/auth/users/${tom.id}/clinician`)).toEqual({ clinician: true }));
    expect(await screen.findByText('Tom Staff is now a clinician')).toBeInTheDocument();
    expect(within(screen.getByRole('cell', { name: 'Nina Lopez' }).closest('tr')!).queryByRole('checkbox')).toBeNull();
  });

  test('When an admin publishes a consent form, then it asks first (everyone signs again) and sends title and text', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
      'POST /api/consent-forms': { status: 201, body: { id: 'f1', version: 1 } },
    });
    renderRoute('/admin?tab=roles');

    const form = await screen.findByRole('form', { name: 'Publish a consent form' });
    expect(screen.getByText('No consent form has been published yet.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Title'), 'Training Waiver');
    await user.type(within(form).getByLabelText('Text'), 'I accept the risks.');
    await user.click(within(form).getByRole('button', { name: 'Publish new version' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Publishing asks every client to sign again');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/consent-forms' && init?.method === 'POST')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Yes, publish' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST /api/consent-forms')).toEqual({ title: 'Training Waiver', body: 'I accept the risks.' }));
    expect(await screen.findByText('Consent form version 1 published')).toBeInTheDocument();
  });

  test('When a consent form is in force, then its title, text, version and date show read only, a new version starts from it, and after publishing the new one shows', async () => {
    const user = userEvent.setup();
    const v1 = { id: 'f1', version: 1, title: 'Training Waiver', body: 'I accept the risks.\nI am fit to train.', publishedAt: '2030-01-07T12:00:00.000Z' };
    const v2 = { ...v1, id: 'f2', version: 2, body: 'I accept the risks.\nI am fit to train.\nI told my coach about injuries.', publishedAt: '2030-02-01T09:00:00.000Z' };
    let published = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': () => ({ body: published ? v2 : v1 }),
      'GET /api/auth/users': { body: [admin] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
      'POST /api/consent-forms': () => {
        published = true;
        return { status: 201, body: { id: 'f2', version: 2 } };
      },
    });
    renderRoute('/admin?tab=roles');

    const inForce = await screen.findByRole('region', { name: 'Consent form in force' });
    expect(inForce).toHaveTextContent('TitleTraining Waiver');
    expect(inForce).toHaveTextContent('Version1');
    expect(inForce).toHaveTextContent('Published2030-01-07');
    expect(within(inForce).getByRole('region', { name: 'Text in force' }).textContent).toBe(v1.body);
    expect(within(inForce).queryByRole('textbox')).toBeNull();

    const form = screen.getByRole('form', { name: 'Publish a consent form' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Training Waiver');
    expect(within(form).getByLabelText('Text')).toHaveValue(v1.body);
    expect(within(form).getByRole('button', { name: 'Publish new version' })).toBeDisabled();
    await user.click(within(form).getByLabelText('Text'));
    await user.keyboard('{Control>}{End}{/Control}');
    await user.type(within(form).getByLabelText('Text'), '{Enter}I told my coach about injuries.');
    await user.click(within(form).getByRole('button', { name: 'Publish new version' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, publish' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST /api/consent-forms')).toEqual({ title: 'Training Waiver', body: v2.body }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Consent form in force' })).toHaveTextContent('Version2'));
    expect(within(screen.getByRole('region', { name: 'Consent form in force' })).getByRole('region', { name: 'Text in force' }).textContent).toBe(v2.body);
    expect(within(form).getByLabelText('Text')).toHaveValue(v2.body);
  });

  test('When the audit log loads, then each entry reads as what was done to what, by whom and when, with the call itself only under Details', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin] },
      'GET /api/auth/audit-log?limit=25': {
        body: {
          entries: [
            entry(),
            entry({ id: 'a2', description: 'Tried to delete instructor Marcus Silva', action: 'Remove an instructor who has no upcoming bookings', method: 'DELETE', path: '/api/instructors/i1', target: 'i1', changes: {}, status: 409, outcome: 'failed' }),
            entry({ id: 'a3', description: 'Tried to add testimonial by Sam K.', action: 'Add a testimonial (starts unapproved)', outcome: 'pending', status: null }),
          ],
          unavailable: ['booking'],
        },
      },
    });
    renderRoute('/admin?tab=roles');

    const approved = (await screen.findByText('Approved testimonial by Olivia G.', { selector: 'strong' })).closest('li')!;
    expect(approved).toHaveTextContent('by Jane Doe (jane)');
    // When: the business's clock with its zone named, whatever the admin's browser zone (UTC here).
    expect(within(approved).getByText('Mon, Jan 7, 2030, 7:00 AM EST')).toHaveAttribute('dateTime', '2030-01-07T12:00:00.000Z');
    expect(within(approved).getByText('Done')).toBeInTheDocument();
    const details = within(approved).getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('PUT /api/testimonials/t9 · answered 200');
    expect(details).toHaveTextContent('isApproved: true');
    await user.click(within(approved).getByText('Details'));
    expect(details).toHaveAttribute('open');
    const refused = screen.getByText('Tried to delete instructor Marcus Silva', { selector: 'strong' }).closest('li')!;
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(screen.getByText('Tried to add testimonial by Sam K.', { selector: 'strong' }).closest('li')!).getByText('Outcome not recorded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Entries from booking could not be loaded right now');
  });

  test("When an account's e-mail is not verified, then it says so and offers no promotion; verified clients and staff keep their buttons", async () => {
    const unverified = buildUser({ firstName: 'Uma', lastName: 'Unverified', emailVerified: false });
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin, unverified, nina, tom] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
    });
    renderRoute('/admin?tab=roles');

    const row = (await screen.findByRole('cell', { name: 'Uma Unverified' })).closest('tr')!;
    expect(row).toHaveTextContent(`${unverified.email} (not verified)`);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row).toHaveTextContent('Can be promoted once the e-mail is verified');
    expect(screen.getByRole('button', { name: 'Promote to staff', description: 'Nina Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Accounts' })).toBeInTheDocument();
  });

  test('When more entries remain, then Load more (reached by the keyboard) follows the Link and adds the older ones below', async () => {
    const user = userEvent.setup();
    const page = Array.from({ length: 25 }, (_, i) => entry({ id: `n${i}`, at: new Date(Date.UTC(2030, 0, 7, 12, 59 - i)).toISOString(), action: `Newer change ${i}` }));
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [admin] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: page, unavailable: [] }, headers: { Link: '</api/auth/audit-log?limit=25&cursor=bjI0>; rel="next"' } },
      'GET /api/auth/audit-log?limit=25&cursor=bjI0': { body: { entries: [entry({ id: 'o1', action: 'Older change' })], unavailable: [] } },
    });
    renderRoute('/admin?tab=roles');
    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(screen.getByText('Showing the first 25 entries.')).toBeInTheDocument();

    more.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Older change')).toBeInTheDocument();
    expect(screen.getByText('Newer change 0')).toBeInTheDocument();
    expect(screen.getByText('Showing all 26 entries.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('When an admin types a name in the search box, then after a pause the accounts are asked for with q, focus stays in the box, and no match says so', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': (_init, url = '') =>
        /q=nina/i.test(url) ? { body: [nina] } : url.includes('q=') ? { body: [] } : { body: [admin, nina, tom] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
    });
    renderRoute('/admin?tab=roles');
    expect(await screen.findByRole('cell', { name: 'Tom Staff' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search accounts by name or e-mail' });
    await user.type(box, 'Nina');

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Tom Staff' })).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Nina Lopez' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/auth/users'))).toEqual(['/api/auth/users', '/api/auth/users?q=Nina']);
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No accounts match “zzz”.')).toBeInTheDocument();
  });

  test('When the address carries a search, then the box shows it and the list is that search (a reload keeps it)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/consent-forms/current': { body: null },
      'GET /api/auth/users': { body: [nina] },
      'GET /api/auth/audit-log?limit=25': { body: { entries: [], unavailable: [] } },
    });
    renderRoute('/admin?tab=roles&q=Lopez');

    expect(await screen.findByRole('cell', { name: 'Nina Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search accounts by name or e-mail' })).toHaveValue('Lopez');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/auth/users'))).toEqual(['/api/auth/users?q=Lopez']);
  });
});
