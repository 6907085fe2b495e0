import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch, never } from '@wsms/api-client/testing';
import { buildStaff } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

const rachel = buildStaff({
  name: 'Dr. Rachel Kim',
  title: 'Medical Director',
  department: 'Sports Medicine',
  bio: 'Leads injury evaluation.',
  image: '/uploads/rachel.png',
  email: 'rachel.kim@example.com',
  phone: '(508) 555-0150',
  specialties: ['Concussion Management', 'Ultrasound'],
  certifications: ['MD, Board Certified'],
});
const tom = buildStaff({ name: 'Tom Brennan', title: 'Head Athletic Trainer', department: 'Athletic Training', image: '', email: '', phone: '' });

describe('Team page', () => {
  test('When the staff list is loading, then "Loading team members..." shows', async () => {
    mockFetch({ 'GET /api/staff': never });
    renderRoute('/team');
    expect(await screen.findByText('Loading team members...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeInTheDocument();
  });

  test('When a staff member carries only a few fields (no specialties, certifications or contact), then the card still shows', async () => {
    mockFetch({ 'GET /api/staff': { body: [{ id: 's9', name: 'Sam Staff', title: 'Trainer' }] } });
    renderRoute('/team');
    expect(await screen.findByRole('heading', { name: 'Sam Staff' })).toBeInTheDocument();
    expect(screen.getByText('Trainer')).toBeInTheDocument();
  });

  test('When the staff list fails, then the Error Loading Team screen shows', async () => {
    mockFetch({ 'GET /api/staff': { status: 500, body: 'boom' } });
    renderRoute('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Team' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load team members. Please try again later.')).toBeInTheDocument();
  });

  test('When the staff list fails at first, then Error Loading Team offers Try again beside Return Home, and Try again shows the team', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/staff': failsFirst({ body: [rachel] }, { status: 500, body: 'boom' }) });
    renderRoute('/team');

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { level: 1, name: 'Error Loading Team' })).toBeInTheDocument();
    expect(within(failure).getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await user.click(within(failure).getByRole('button', { name: 'Try again', description: 'Failed to load team members. Please try again later.' }));

    expect(await screen.findByRole('article', { name: 'Dr. Rachel Kim' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Team' })).toBeNull();
  });

  test('When the staff load, then each card shows its details and a Contact {first name} button to /contact', async () => {
    mockFetch({ 'GET /api/staff': { body: [rachel, tom] } });
    renderRoute('/team');
    const card = await screen.findByRole('article', { name: 'Dr. Rachel Kim' });
    expect(within(card).getByRole('img', { name: 'Dr. Rachel Kim' })).toHaveAttribute('src', '/uploads/rachel.png');
    for (const text of ['Medical Director', 'Sports Medicine', 'Leads injury evaluation.', 'Concussion Management', 'Ultrasound', 'MD, Board Certified']) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByRole('link', { name: 'rachel.kim@example.com' })).toHaveAttribute('href', 'mailto:rachel.kim@example.com');
    expect(within(card).getByRole('link', { name: '(508) 555-0150' })).toHaveAttribute('href', 'tel:5085550150');
    expect(within(card).getByRole('link', { name: 'Contact Rachel' })).toHaveAttribute('href', '/contact');

    const plain = screen.getByRole('article', { name: 'Tom Brennan' });
    expect(within(plain).queryByRole('img')).not.toBeInTheDocument();
    expect(within(plain).queryByRole('link', { name: /@|\(/ })).not.toBeInTheDocument();
    expect(within(plain).queryByText('Specialties')).not.toBeInTheDocument();
    expect(within(plain).getByRole('link', { name: 'Contact Tom' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Meet Our Team | Where Science Meets Sport');
  });

  test('When a photo is an upload, then the card offers its smaller variants through srcset', async () => {
    mockFetch({ 'GET /api/staff': { body: [buildStaff({ name: 'Aisha Thompson', image: '/uploads/demo-aisha-thompson.webp' })] } });
    renderRoute('/team');
    const photo = within(await screen.findByRole('article', { name: 'Aisha Thompson' })).getByRole('img', { name: 'Aisha Thompson' });
    expect(photo).toHaveAttribute('srcset', '/uploads/demo-aisha-thompson-w160.webp 160w, /uploads/demo-aisha-thompson-w320.webp 320w, /uploads/demo-aisha-thompson-w640.webp 640w');
    expect(photo).toHaveAttribute('sizes', '112px');
  });
});
