import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin, buildStaffMember } from '../../../testing/builders';
import { sentBody } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => {
  act(() => resetToasts());
  jest.restoreAllMocks();
});


describe('the Staff tab', () => {
  test('When staff load, then "Loading staff..." shows first', async () => {
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/staff?scope=all': never });
    renderRoute('/admin?tab=staff');
    expect(await screen.findByText('Loading staff...')).toBeInTheDocument();
  });

  test('When staff are listed, then each card shows name, title, e-mail, Active/Inactive and 2 specialties then +N', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/staff?scope=all': {
        body: [
          buildStaffMember({ name: 'Tom Brennan', title: 'Head Athletic Trainer', email: 'tom@example.com', specialties: ['Taping', 'Rehab', 'Events', 'Screening'] }),
          buildStaffMember({ name: 'Kevin Murphy', isActive: false, image: '/uploads/0123456789abcdef01234567.webp' }),
        ],
      },
    });
    renderRoute('/admin?tab=staff');

    const tom = (await screen.findByRole('heading', { name: 'Tom Brennan' })).closest('li')!;
    expect(within(tom).getByText('Head Athletic Trainer')).toBeInTheDocument();
    expect(within(tom).getByText('tom@example.com')).toBeInTheDocument();
    expect(within(tom).getByText('Active')).toBeInTheDocument();
    expect(within(within(tom).getByRole('list', { name: 'Specialties of Tom Brennan' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Taping', 'Rehab', '+2']);
    const kevin = screen.getByRole('heading', { name: 'Kevin Murphy' }).closest('li')!;
    expect(within(kevin).getByText('Inactive')).toBeInTheDocument();
    expect(kevin.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('/uploads/0123456789abcdef01234567-w160.webp 160w'));
  });

  test('When an admin creates a member with an uploaded photo, then "Uploading..." and a preview show and the photo URL is saved', async () => {
    const user = userEvent.setup();
    let finishUpload: (reply: { body: unknown }) => void = () => {};
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/staff?scope=all': { body: [] },
      'POST /api/upload': () => new Promise((resolve) => (finishUpload = resolve)),
      'POST /api/staff': { status: 201, body: buildStaffMember() },
    });
    renderRoute('/admin?tab=staff');

    await user.click(await screen.findByRole('button', { name: 'Add Staff Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Staff Member' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nina Lopez');
    await user.type(within(dialog).getByLabelText('Specialties'), 'Taping, , Rehab ');
    await user.upload(within(dialog).getByLabelText('Photo'), new File(['png'], 'nina.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Uploading...')).toBeInTheDocument();
    act(() => finishUpload({ body: { imageUrl: '/uploads/0123456789abcdef01234567.webp' } }));
    expect(await within(dialog).findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', '/uploads/0123456789abcdef01234567.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Create Staff Member' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST /api/staff')).toMatchObject({ name: 'Nina Lopez', image: '/uploads/0123456789abcdef01234567.webp', specialties: ['Taping', 'Rehab'], isActive: true }));
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/upload')?.[1]?.body).toBeInstanceOf(FormData);
  });

  test('When an upload fails, then the toast says "Failed to upload image"', async () => {
    const user = userEvent.setup();
    const reason = 'Only PNG, JPEG, WebP and GIF images can be uploaded';
    mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/staff?scope=all': { body: [] }, 'POST /api/upload': { status: 415, body: { message: reason } } });
    renderRoute('/admin?tab=staff');

    await user.click(await screen.findByRole('button', { name: 'Add Staff Member' }));
    await user.upload(screen.getByLabelText('Photo'), new File(['<svg/>'], 'x.png', { type: 'image/png' }));

    const toast = await screen.findByText('Failed to upload image');
    expect(toast.closest('[role="status"]')).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
  });

  test('When an admin edits a member, then Update Staff Member sends the change; Delete asks first and deletes only after', async () => {
    const user = userEvent.setup();
    const member = buildStaffMember({ name: 'Lauren Doyle' });
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/staff?scope=all': { body: [member] },
      [`PUT /api/staff/${member.id}`]: { body: member },
      [`DELETE /api/staff/${member.id}`]: { status: 204 },
    });
    renderRoute('/admin?tab=staff');

    await user.click(await screen.findByRole('button', { name: 'Edit', description: 'Lauren Doyle' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Coordinator');
    await user.click(screen.getByRole('button', { name: 'Update Staff Member' }));
    await waitFor(() => expect(sentBody(fetchMock, `PUT /api/staff/${member.id}`)).toMatchObject({ title: 'Coordinator' }));

    await user.click(await screen.findByRole('button', { name: 'Edit', description: 'Lauren Doyle' }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this staff member?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  test('When a new member has no name, then the form says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/staff?scope=all': { body: [] } });
    renderRoute('/admin?tab=staff');

    await user.click(await screen.findByRole('button', { name: 'Add Staff Member' }));
    await user.click(screen.getByRole('button', { name: 'Create Staff Member' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/staff' && init?.method === 'POST')).toBe(false);
  });
});
