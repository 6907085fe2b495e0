import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin, buildTestimonial } from '../../../testing/builders';
import { sentBody } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => act(() => resetToasts()));

describe('the Testimonials tab', () => {
  test('When testimonials are listed, then each shows its client, stars, badge, quoted content and service', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/testimonials?scope=all': {
        body: [
          buildTestimonial({ clientName: 'Ryan M.', rating: 4, isApproved: true, content: 'Won my division.', service: 'Performance Coaching' }),
          buildTestimonial({ clientName: 'Jo K.', rating: 5, content: '<b>not bold</b>' }),
        ],
      },
    });
    renderRoute('/admin?tab=testimonials');

    const ryan = (await screen.findByRole('heading', { name: 'Ryan M.' })).closest('li')!;
    expect(within(ryan).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(ryan).getByText('Approved')).toBeInTheDocument();
    expect(ryan).toHaveTextContent('“Won my division.”');
    expect(ryan).toHaveTextContent('Performance Coaching');
    const jo = screen.getByRole('heading', { name: 'Jo K.' }).closest('li')!;
    expect(within(jo).getByText('Pending')).toBeInTheDocument();
    expect(jo.querySelector('b')).toBeNull();
    expect(jo).toHaveTextContent('<b>not bold</b>');
  });

  test('When the approval switch is turned on, then the testimonial is approved', async () => {
    const user = userEvent.setup();
    const pending = buildTestimonial({ clientName: 'Jo K.' });
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/testimonials?scope=all': { body: [pending] },
      [`PUT /api/testimonials/${pending.id}`]: { body: { ...pending, isApproved: true } },
    });
    renderRoute('/admin?tab=testimonials');

    const toggle = await screen.findByRole('switch', { name: 'Approve testimonial from Jo K.' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);

    await waitFor(() => expect(sentBody(fetchMock, `PUT /api/testimonials/${pending.id}`)).toEqual({ isApproved: true }));
    expect(await screen.findByText('Testimonial approved')).toBeInTheDocument();
  });

  test('When a testimonial is added, then the rating defaults to 5 and the service may stay empty', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/testimonials?scope=all': { body: [] }, 'POST /api/testimonials': { status: 201, body: buildTestimonial() } });
    renderRoute('/admin?tab=testimonials');

    await user.click(await screen.findByRole('button', { name: 'Add Testimonial' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Testimonial' });
    expect(within(dialog).getByLabelText('Rating')).toHaveValue('5');
    await user.type(within(dialog).getByLabelText(/^Client Name/), 'Sam T.');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Back on the mats in 8 months.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Testimonial' }));

    await waitFor(() => expect(sentBody(fetchMock, 'POST /api/testimonials')).toEqual({ clientName: 'Sam T.', content: 'Back on the mats in 8 months.', service: '', rating: 5 }));
  });
});
