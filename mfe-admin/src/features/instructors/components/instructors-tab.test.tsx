import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin, buildInstructor } from '../../../testing/builders';
import { sentBody, wasCalled } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => {
  act(() => resetToasts());
  jest.restoreAllMocks();
});

describe('the Instructors tab', () => {
  test('When instructors are listed, then inactive ones show too, with rate, locations and status', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [buildInstructor({ name: 'Marcus Silva', hourlyRate: '120.00' }), buildInstructor({ name: 'Old Coach', isActive: false })] },
    });
    renderRoute('/admin?tab=instructors');

    const marcus = (await screen.findByRole('heading', { name: 'Marcus Silva' })).closest('li')!;
    expect(marcus).toHaveTextContent('$120.00/hour · Marlborough');
    expect(within(marcus).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Old Coach' }).closest('li')!).getByText('Inactive')).toBeInTheDocument();
  });

  test('When the list fails to load, then the failure offers Try again, and Try again loads the list', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/instructors?scope=all': failsFirst({ body: [buildInstructor({ name: 'Marcus Silva' })] }) });
    renderRoute('/admin?tab=instructors');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch instructors');
    await user.click(screen.getByRole('button', { name: 'Try again', description: 'Failed to fetch instructors' }));

    expect(await screen.findByRole('heading', { name: 'Marcus Silva' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('When an admin adds an instructor, then the form is checked with the shared rules and the rate is sent as typed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/instructors?scope=all': { body: [] }, 'POST /api/instructors': { status: 201, body: buildInstructor() } });
    renderRoute('/admin?tab=instructors');

    await user.click(await screen.findByRole('button', { name: 'Add Instructor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Instructor' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Elena Park');
    await user.type(within(dialog).getByLabelText(/^Email/), 'elena@example.com');
    await user.type(within(dialog).getByLabelText(/^Hourly Rate/), '95.5');
    await user.type(within(dialog).getByLabelText('Locations'), 'Woburn, Tewksbury');
    await user.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/instructors')).toMatchObject({ name: 'Elena Park', email: 'elena@example.com', hourlyRate: '95.5', locations: ['Woburn', 'Tewksbury'] }),
    );
  });

  test('When Delete is pressed, then nothing is deleted until the browser\'s confirmation is accepted', async () => {
    const user = userEvent.setup();
    const coach = buildInstructor({ name: 'Dante Okafor' });
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/instructors?scope=all': { body: [coach] }, [`DELETE /api/instructors/${coach.id}`]: { status: 204 } });
    renderRoute('/admin?tab=instructors');

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Delete', description: 'Dante Okafor' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this instructor?');
    expect(wasCalled(fetchMock, `DELETE /api/instructors/${coach.id}`)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete', description: 'Dante Okafor' }));
    await waitFor(() => expect(wasCalled(fetchMock, `DELETE /api/instructors/${coach.id}`)).toBe(true));
    expect(await screen.findByText('Instructor deleted')).toBeInTheDocument();
  });

  test('When a confirmed delete is answered after the admin moved to another tab, then the toast still says which instructor was deleted', async () => {
    const user = userEvent.setup();
    const coach = buildInstructor({ name: 'Dante Okafor' });
    let answer: (reply: { status: number }) => void = () => undefined;
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [coach] },
      'GET /api/staff?scope=all': { body: [] },
      [`DELETE /api/instructors/${coach.id}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderRoute('/admin?tab=instructors');
    jest.spyOn(window, 'confirm').mockReturnValue(true);

    await user.click(await screen.findByRole('button', { name: 'Delete', description: 'Dante Okafor' }));
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    await act(async () => answer({ status: 204 }));

    const toast = (await screen.findByText('Instructor deleted')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Dante Okafor was deleted.');
  });

  test('When the instructor has upcoming bookings, then the count is shown and they can be deactivated instead', async () => {
    const user = userEvent.setup();
    const coach = buildInstructor({ name: 'Priya Nair' });
    const refusal = 'This instructor has 3 upcoming bookings. Deactivate the instructor instead, or cancel the bookings first.';
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [coach] },
      [`DELETE /api/instructors/${coach.id}`]: { status: 409, body: { message: refusal } },
      [`PUT /api/instructors/${coach.id}`]: { body: { ...coach, isActive: false } },
    });
    renderRoute('/admin?tab=instructors');

    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Delete', description: 'Priya Nair' }));

    const blocked = await screen.findByRole('dialog', { name: 'Priya Nair has upcoming bookings' });
    expect(blocked).toHaveTextContent(refusal);
    await user.click(within(blocked).getByRole('button', { name: 'Deactivate Instead' }));
    await waitFor(() => expect(sentBody(fetchMock, `PUT /api/instructors/${coach.id}`)).toEqual({ isActive: false }));
  });
});
