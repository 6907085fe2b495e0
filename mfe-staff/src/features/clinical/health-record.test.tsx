import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import { parqReviewLabel } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { buildBooking, instructor, profile, staffUser, withBookingLists } from '../../testing/staff-fixtures';

const booking = buildBooking({ id: 'b1', clientName: 'Casey Client', clientEmail: 'casey@example.com' });
const statusUrl = 'GET /api/clients/record-status?email=casey%40example.com&bookingId=b1';
const intake = {
  dateOfBirth: '1994-05-17', sports: 'BJJ', injuries: 'Left ACL 2019', medications: '', allergies: 'Penicillin', conditions: '', parq: {}, goals: 'Compete',
  emergencyContact: { name: 'Riley Client', relation: 'Partner', phone: '+1 555 010 0200' }, version: 1, savedAt: '2030-01-02T10:00:00.000Z',
};
const injury = { id: 'j1', clientId: 'c1', bodyPart: 'Left knee', occurredOn: '2026-02-01', stage: 'rehab', restrictions: 'No deep squats', open: true, history: [], recordedBy: { id: 'u1', name: 'Marcus Silva' }, createdAt: '2026-02-02T00:00:00.000Z' };

function setup(me: object, routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch(withBookingLists({
    'GET /api/auth/me': { body: me },
    'GET /api/instructor/profile': { body: profile },
    'GET /api/instructor/bookings?instructorId=i1': { body: [booking] },
    'GET /api/bookings/unread-messages?instructorId=i1': { body: { total: 0, byBooking: {} } },
    'GET /api/instructors/i1/profile': { body: instructor },
    [statusUrl]: { body: { clientId: 'c1', intake: true, consent: true, parqReview: false } },
    'GET /api/clients/c1/intake': { body: intake },
    'GET /api/clients/c1/injuries': { body: [injury] },
    'GET /api/clients/c1/clinical-notes': { body: [] },
    ...routes,
  }));
  renderRoute('/staff-dashboard?tab=bookings');
  return { fetchMock, user: userEvent.setup() };
}

const sent = (fetchMock: jest.Mock, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? (JSON.parse(String(call[1].body ?? 'null')) as unknown) : undefined;
};

afterEach(() => act(() => resetToasts()));

describe('the health record in the staff booking details', () => {
  test('When the client has not filled in the intake nor signed the consent, then the booking says so', async () => {
    setup(staffUser, { [statusUrl]: { body: { clientId: 'c1', intake: false, consent: false, parqReview: false } } });
    const card = await screen.findByRole('article', { name: new RegExp('^Casey Client') });
    expect(await within(card).findByText('Intake missing')).toBeInTheDocument();
    expect(within(card).getByText('Consent not signed')).toBeInTheDocument();
  });

  test('When the client answered a PAR-Q question Yes, then the booking flags it to the care team; without one there is no flag', async () => {
    setup(staffUser, { [statusUrl]: { body: { clientId: 'c1', intake: true, consent: true, parqReview: true } } });
    const card = await screen.findByRole('article', { name: new RegExp('^Casey Client') });
    expect(await within(card).findByText(parqReviewLabel)).toBeInTheDocument();
  });

  test('When the client answered no PAR-Q question Yes, then the booking shows no PAR-Q flag', async () => {
    setup(staffUser, { [statusUrl]: { body: { clientId: 'c1', intake: true, consent: true, parqReview: false } } });
    const card = await screen.findByRole('article', { name: new RegExp('^Casey Client') });
    expect(await within(card).findByText('Intake on file')).toBeInTheDocument();
    expect(within(card).queryByText(parqReviewLabel)).toBeNull();
  });

  test('When a coach who is not a clinician opens the record, then intake and injuries show and no chart notes are asked for', async () => {
    const { fetchMock, user } = setup(staffUser);
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Health record of Casey Client' });

    expect(await within(dialog).findByText('Left ACL 2019')).toBeInTheDocument();
    expect(await within(dialog).findByText('Restrictions: No deep squats')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Chart notes' })).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'Record an injury' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('clinical-notes'))).toBe(false);
  });

  test('When a clinician writes a SOAP note, then it is sent for the booking', async () => {
    const { fetchMock, user } = setup({ ...staffUser, clinician: true }, { 'POST /api/bookings/b1/clinical-notes': { status: 201, body: { id: 'n1', status: 'draft' } } });
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Health record of Casey Client' });
    const note = await within(dialog).findByRole('form', { name: 'Write a chart note' });

    await user.type(within(note).getByLabelText('Subjective'), 'Knee sore');
    await user.type(within(note).getByLabelText('Plan'), 'Quad sets daily');
    await user.click(within(note).getByRole('button', { name: 'Save draft note' }));

    await waitFor(() => expect(sent(fetchMock, 'POST /api/bookings/b1/clinical-notes')).toEqual({ subjective: 'Knee sore', objective: '', assessment: '', plan: 'Quad sets daily' }));
  });

  test('When the record stays open while the clinician charts, records an injury and comes back to the window, then intake and injuries are read once and notes only after a note is written', async () => {
    const { fetchMock, user } = setup({ ...staffUser, clinician: true }, {
      'POST /api/bookings/b1/clinical-notes': { status: 201, body: { id: 'n1', status: 'draft' } },
      'POST /api/clients/c1/injuries': { status: 201, body: injury },
    });
    const reads = (path: string) => fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === 'GET' && String(url).split('?')[0] === path).length;
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Health record of Casey Client' });
    const note = await within(dialog).findByRole('form', { name: 'Write a chart note' });
    await within(dialog).findByText('Left ACL 2019');

    await user.type(within(note).getByLabelText('Subjective'), 'Knee sore');
    await user.click(within(note).getByRole('button', { name: 'Save draft note' }));
    await waitFor(() => expect(reads('/api/clients/c1/clinical-notes')).toBe(2));
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const form = within(dialog).getByRole('form', { name: 'Record an injury' });
    await user.type(within(form).getByLabelText('Body part'), 'Left knee');
    await user.click(within(form).getByRole('button', { name: 'Record injury' }));
    await waitFor(() => expect(reads('/api/clients/c1/injuries')).toBe(2));

    expect(reads('/api/clients/c1/intake')).toBe(1);
    expect(reads('/api/clients/c1/clinical-notes')).toBe(2);
  });

  test('When more chart notes remain than a page holds, then Load more adds the older ones below', async () => {
    const note = (id: string, sessionDate: string) => ({
      id, bookingId: 'b1', clientId: 'c1', sessionDate, status: 'signed', subjective: '', objective: '', assessment: '', plan: `Plan ${id}`,
      author: { id: 'u1', name: 'Marcus Silva' }, createdAt: `${sessionDate}T10:00:00.000Z`, updatedAt: `${sessionDate}T10:00:00.000Z`, signedAt: `${sessionDate}T10:00:00.000Z`, addenda: [],
    });
    const { fetchMock, user } = setup({ ...staffUser, clinician: true }, {
      'GET /api/clients/c1/clinical-notes': (_init, url = '') =>
        url.includes('cursor=')
          ? { body: [note('n1', '2030-01-01')] }
          : { body: [note('n2', '2030-01-05')], headers: { link: '</api/clients/c1/clinical-notes?cursor=Qw2&limit=1>; rel="next"' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Health record of Casey Client' });

    expect(await within(dialog).findByRole('listitem', { name: 'Chart note of 2030-01-05' })).toBeInTheDocument();
    expect(within(dialog).getByText('Showing the first 1 chart notes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));

    expect(await within(dialog).findByRole('listitem', { name: 'Chart note of 2030-01-01' })).toBeInTheDocument();
    expect(within(dialog).getByText('Showing all 2 chart notes.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/clients/c1/clinical-notes?cursor=Qw2&limit=1')).toBe(true);
  });

  test('When the author opens their draft chart note, then Edit note changes it in place and the changes are sent', async () => {
    const draft = {
      id: 'n1', bookingId: 'b1', clientId: 'c1', sessionDate: '2030-01-05', status: 'draft', subjective: 'Knee sore', objective: '', assessment: '', plan: 'Quad sets',
      author: { id: 'u1', name: 'Marcus Silva' }, createdAt: '2030-01-05T10:00:00.000Z', updatedAt: '2030-01-05T10:00:00.000Z', signedAt: null, addenda: [],
    };
    const { fetchMock, user } = setup({ ...staffUser, clinician: true }, {
      'GET /api/clients/c1/clinical-notes': { body: [draft] },
      'PATCH /api/clinical-notes/n1': { body: { ...draft, plan: 'Quad sets daily' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Health record of Casey Client' });
    const item = await within(dialog).findByRole('listitem', { name: 'Chart note of 2030-01-05' });
    expect(within(item).getByRole('button', { name: 'Sign note' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit note' }));

    const form = within(item).getByRole('form', { name: 'Edit chart note of 2030-01-05' });
    expect(within(form).getByLabelText('Subjective')).toHaveValue('Knee sore');
    await user.type(within(form).getByLabelText('Plan'), ' daily');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent(fetchMock, 'PATCH /api/clinical-notes/n1')).toEqual({ subjective: 'Knee sore', objective: '', assessment: '', plan: 'Quad sets daily' }));
    expect(await screen.findByText('Draft note saved')).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByRole('form', { name: 'Edit chart note of 2030-01-05' })).toBeNull());
  });

  test('When a note is signed, then it offers no Edit, only an addendum', async () => {
    const signed = {
      id: 'n1', bookingId: 'b1', clientId: 'c1', sessionDate: '2030-01-05', status: 'signed', subjective: 'Knee sore', objective: '', assessment: '', plan: 'Quad sets',
      author: { id: 'u1', name: 'Marcus Silva' }, createdAt: '2030-01-05T10:00:00.000Z', updatedAt: '2030-01-05T10:00:00.000Z', signedAt: '2030-01-05T11:00:00.000Z', addenda: [],
    };
    const { user } = setup({ ...staffUser, clinician: true }, { 'GET /api/clients/c1/clinical-notes': { body: [signed] } });
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const item = await within(screen.getByRole('dialog', { name: 'Health record of Casey Client' })).findByRole('listitem', { name: 'Chart note of 2030-01-05' });
    expect(within(item).queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Add addendum' })).toBeInTheDocument();
  });

  test('When a signed note has an addendum, then its time is the business\'s clock with the zone named, not the browser\'s', async () => {
    const signed = {
      id: 'n1', bookingId: 'b1', clientId: 'c1', sessionDate: '2030-01-05', status: 'signed', subjective: 'Knee sore', objective: '', assessment: '', plan: 'Quad sets',
      author: { id: 'u1', name: 'Marcus Silva' }, createdAt: '2030-01-05T10:00:00.000Z', updatedAt: '2030-01-05T10:00:00.000Z', signedAt: '2030-01-05T11:00:00.000Z',
      addenda: [{ id: 'a1', text: 'Swelling down', author: { id: 'u1', name: 'Marcus Silva' }, createdAt: '2030-01-05T16:22:13.988Z' }],
    };
    const { user } = setup({ ...staffUser, clinician: true }, { 'GET /api/clients/c1/clinical-notes': { body: [signed] } });
    await user.click(await screen.findByRole('button', { name: 'Open health record of Casey Client' }));
    const item = await within(screen.getByRole('dialog', { name: 'Health record of Casey Client' })).findByRole('listitem', { name: 'Chart note of 2030-01-05' });
    expect(within(item).getByText('Sat, Jan 5, 2030, 11:22 AM EST')).toHaveAttribute('dateTime', '2030-01-05T16:22:13.988Z');
  });
});
