import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { parqQuestions, parqReviewMessage } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera', emailVerified: true };
const form = { id: 'f1', version: 2, title: 'Waiver', body: 'I accept the risks of training.', publishedAt: '2030-01-01T00:00:00.000Z' };
const intake = {
  dateOfBirth: '1994-05-17', sports: 'BJJ', injuries: 'Left ACL', medications: '', allergies: '', conditions: '', parq: {}, goals: 'Compete',
  emergencyContact: { name: 'Riley Rivera', relation: 'Partner', phone: '+1 555 010 0200' }, version: 1, savedAt: '2030-01-02T10:00:00.000Z',
};

const bodyOf = (fetchMock: jest.Mock, route: string) => {
  const [method, path] = route.split(' ');
  const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(path!) && (init?.method ?? 'GET') === method);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/user/intake': { body: null },
    'GET /api/consent-forms/current': { body: form },
    'GET /api/user/consents': { body: [] },
    'GET /api/user/care-plan': { body: [] },
    'GET /api/user/injuries': { body: [] },
    'GET /api/user/record-access': { body: [] },
    'GET /api/user/record-access/visits': { body: [] },
    ...routes,
  });
  renderRoute('/client-portal?tab=health');
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => act(() => resetToasts()));

describe('the Health Record tab', () => {
  test('When a client fills in the intake, then the labelled fields are sent and a missing emergency contact is named first', async () => {
    const { fetchMock, user } = setup({ 'PUT /api/user/intake': { body: intake } });
    const intakeForm = await screen.findByRole('form', { name: 'Intake form' });

    await user.type(within(intakeForm).getByLabelText(/^Date of birth/), '1994-05-17');
    await user.click(within(intakeForm).getByRole('button', { name: 'Save intake' }));
    expect(await within(intakeForm).findByText('Emergency contact name is required')).toBeInTheDocument();

    await user.type(within(intakeForm).getByLabelText(/^Emergency contact name/), 'Riley Rivera');
    await user.type(within(intakeForm).getByLabelText(/^Emergency contact phone/), '+1 555 010 0200');
    await user.type(within(intakeForm).getByLabelText(/^Current and past injuries and surgeries/), 'Left ACL');
    await user.click(within(intakeForm).getByRole('button', { name: 'Save intake' }));

    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /api/user/intake')).toMatchObject({ dateOfBirth: '1994-05-17', injuries: 'Left ACL', parq: {}, emergencyContact: { name: 'Riley Rivera', phone: '+1 555 010 0200' } }));
    expect(await screen.findByText('Intake saved')).toBeInTheDocument();
  });

  test('When a client answers a PAR-Q question Yes and saves, then they are told a clinician will review it before training', async () => {
    const saved = { ...intake, parq: { supervisedOnly: { answer: 'yes', details: 'Cardiologist' } }, version: 2 };
    const { fetchMock, user } = setup({ 'GET /api/user/intake': { body: intake }, 'PUT /api/user/intake': { body: saved } });
    const intakeForm = await screen.findByRole('form', { name: 'Intake form' });
    expect(screen.queryByText(parqReviewMessage)).toBeNull();

    await user.selectOptions(within(intakeForm).getByLabelText(parqQuestions.find((q) => q.id === 'supervisedOnly')!.text), 'Yes');
    await user.click(within(intakeForm).getByRole('button', { name: 'Save intake' }));

    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /api/user/intake')).toMatchObject({ parq: { supervisedOnly: { answer: 'yes' } } }));
    const notice = await within(screen.getByRole('region', { name: 'Intake form' })).findByText(parqReviewMessage);
    expect(notice).toHaveAttribute('role', 'status');
    expect(await screen.findByText(`Version 2 is what your care team sees. ${parqReviewMessage}`)).toBeInTheDocument();
  });

  test('When the client signs the consent form, then the typed name and agreement are sent', async () => {
    const { fetchMock, user } = setup({ 'POST /api/user/consents': { status: 201, body: { id: 's1', formId: 'f1', version: 2, title: 'Waiver', body: form.body, signedName: 'Jamie Rivera', signedAt: '2030-01-03T00:00:00.000Z', textHash: 'x', current: true } } });
    const consent = await screen.findByRole('form', { name: 'Sign the consent form' });

    await user.type(within(consent).getByLabelText('Type your full name'), 'Jamie Rivera');
    await user.click(within(consent).getByRole('checkbox', { name: 'I have read and agree to this consent form' }));
    await user.click(within(consent).getByRole('button', { name: 'Sign consent' }));

    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/user/consents')).toEqual({ formId: 'f1', signedName: 'Jamie Rivera', agree: true }));
  });

  test('When the record has a plan, an injury and views, then the plan, the stage and who viewed it show, with the PDF link', async () => {
    setup({
      'GET /api/user/intake': { body: intake },
      'GET /api/user/care-plan': { body: [{ noteId: 'n1', sessionDate: '2030-01-08', plan: 'Quad sets daily', clinician: 'Alex Trainer', signedAt: '2030-01-08T12:00:00.000Z' }] },
      'GET /api/user/injuries': {
        body: [{ id: 'i1', clientId: 'u1', bodyPart: 'Left knee', occurredOn: '2030-01-01', stage: 'rehab', restrictions: 'No deep squats', open: true, history: [], recordedBy: { id: 's', name: 'Alex' }, createdAt: '2030-01-02T00:00:00.000Z' }],
      },
      'GET /api/user/record-access/visits': { body: [{ from: '2030-01-08T12:00:00.000Z', to: '2030-01-08T12:00:00.000Z', viewer: { name: 'Alex Trainer', role: 'Clinician' }, what: ['intake'], reads: 1 }] },
    });

    expect(await screen.findByText('Quad sets daily')).toBeInTheDocument();
    expect(screen.getByText('Stage: Rehab')).toBeInTheDocument();
    expect(screen.getByText('Restrictions: No deep squats')).toBeInTheDocument();
    expect(await screen.findByText(/Alex Trainer \(Clinician\) viewed your intake/)).toBeInTheDocument();
    // At the business, its zone named (the browser here is on UTC).
    expect(screen.getByText('Tue, Jan 8, 2030, 7:00 AM EST')).toHaveAttribute('dateTime', '2030-01-08T12:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Download my health record (PDF)' })).toHaveAttribute('href', '/api/user/health-record.pdf');
  });

  test('When one clinician opened the record many times in a visit, then one row says what they viewed and when, and Show full log lists every read', async () => {
    const read = (at: string, what: string) => ({ at, viewer: { name: 'Alex Trainer', role: 'Clinician' }, what });
    const { fetchMock, user } = setup({
      'GET /api/user/record-access/visits': {
        body: [
          { from: '2026-11-28T16:22:13.988Z', to: '2026-11-28T16:24:02.000Z', viewer: { name: 'Alex Trainer', role: 'Clinician' }, what: ['intake', 'clinical notes', 'injuries'], reads: 34 },
          { from: '2026-11-27T15:00:00.000Z', to: '2026-11-27T15:00:00.000Z', viewer: { name: 'Sam Coach', role: 'Coach' }, what: ['injuries'], reads: 1 },
        ],
      },
      'GET /api/user/record-access': { body: [read('2026-11-28T16:24:02.000Z', 'injuries'), read('2026-11-28T16:24:01.000Z', 'clinical notes'), read('2026-11-28T16:22:13.988Z', 'intake')] },
    });
    const visits = await screen.findByRole('list', { name: 'Record visits' });
    const rows = within(visits).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sat, Nov 28, 2026, 11:22 AM EST: Alex Trainer (Clinician) viewed your intake, clinical notes and injuries (34 reads, until Nov 28, 11:24 AM EST)',
      'Fri, Nov 27, 2026, 10:00 AM EST: Sam Coach (Coach) viewed your injuries',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user/record-access?') || String(url) === '/api/user/record-access')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show full log' }));
    const log = await screen.findByRole('list', { name: 'Record views' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Record visits' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show visits' }));
    expect(await screen.findByRole('list', { name: 'Record visits' })).toBeInTheDocument();
  });

  test('When more views remain than a page holds, then Load more shows the next page below the first', async () => {
    const view = (n: number) => ({ at: `2030-01-${String(10 - Math.min(n, 9)).padStart(2, '0')}T12:00:00.000Z`, viewer: { name: `Viewer ${n}`, role: 'staff' }, what: 'injuries' });
    const { fetchMock, user } = setup({
      'GET /api/user/record-access': (_init, url = '') =>
        url.includes('cursor=')
          ? { body: [view(3)] }
          : { body: [view(1), view(2)], headers: { link: '</api/user/record-access?cursor=AbC&limit=2>; rel="next"' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Show full log' }));
    expect(await screen.findByText(/Viewer 2 \(staff\) viewed your injuries/)).toBeInTheDocument();
    expect(screen.getByText('Showing the first 2 record views.')).toBeInTheDocument();
    expect(screen.queryByText(/Viewer 3/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText(/Viewer 3 \(staff\) viewed your injuries/)).toBeInTheDocument();
    expect(screen.getByText('Showing all 3 record views.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/user/record-access?cursor=AbC&limit=2'))).toBe(true);
  });

  test('When the care plan fails to load, then Try again asks again', async () => {
    setup({ 'GET /api/user/care-plan': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Failed to fetch your care plan')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
