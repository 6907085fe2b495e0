import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch, never } from '@wsms/api-client/testing';
import { companionApps, externalBooking } from '@wsms/contracts/business';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { FALLBACK_PRODUCT_IMAGE } from '../components/product-image';
import { buildProduct, buildTestimonial } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

const products = [
  buildProduct({ id: 'tee', name: 'Performance Training Tee', price: '32.00' }),
  buildProduct({ id: 'band', name: 'Resistance Band Set', price: '24.5', image: '' }),
];
const testimonials = [
  buildTestimonial({ clientName: 'Ryan M.', content: 'Won my division.', rating: 5, service: 'Performance Coaching' }),
  buildTestimonial({ clientName: 'Kayla S.', content: 'Back competing.', rating: 3, service: null }),
];
const config = { body: { turnstileSiteKey: null } };

describe('Home page', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
    act(() => resetToasts());
  });

  test('When / opens, then the hero offers Book Consultation to /contact and Learn More to /services', async () => {
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': { body: [] }, 'GET /api/contact/config': config });
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where Science Meets Sport' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute('href', '/services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Sports Medicine, Performance Coaching & Nutrition | Where Science Meets Sport');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('six martial-arts gyms'));
  });

  test('When About Us and Our Services show, then Meet the Team goes to /team and the three cards reach their bookings', async () => {
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': { body: [] }, 'GET /api/contact/config': config });
    renderRoute('/');
    const about = await screen.findByRole('region', { name: 'About Us' });
    expect(within(about).getByRole('link', { name: 'Meet the Team' })).toHaveAttribute('href', '/team');
    const services = await screen.findByRole('region', { name: 'Our Services' });
    const medicine = within(within(services).getByRole('article', { name: 'Sports Medicine' })).getByRole('link');
    expect(medicine).toHaveAttribute('href', externalBooking.sportsMedicine);
    expect(medicine).toHaveAttribute('target', '_blank');
    expect(medicine).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const nutrition = within(within(services).getByRole('article', { name: 'Nutrition' })).getByRole('link');
    expect(nutrition).toHaveAttribute('href', externalBooking.nutrition);
    expect(nutrition).toHaveAttribute('target', '_blank');
    const coaching = within(within(services).getByRole('article', { name: 'Performance Coaching' })).getByRole('link');
    expect(coaching).toHaveAttribute('href', '/private-classes');
    expect(coaching).not.toHaveAttribute('target');
  });

  test('When Mobile Apps shows, then each app has both store links and its website in new tabs, with static stats', async () => {
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': { body: [] }, 'GET /api/contact/config': config });
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Mobile Apps' });
    for (const app of companionApps) {
      const card = within(section).getByRole('article', { name: app.name });
      const hrefs = within(card).getAllByRole('link').map((link) => [link.getAttribute('href'), link.getAttribute('target')]);
      expect(hrefs).toEqual([[app.appStoreUrl, '_blank'], [app.playStoreUrl, '_blank'], [app.websiteUrl, '_blank']]);
      expect(card).toHaveTextContent(app.downloads);
      expect(card).toHaveTextContent(app.rating);
      expect(card).toHaveTextContent(app.reviews);
    }
  });

  test('When products load, then the preview shows dollar prices, the fallback image and Add to Cart only alerts', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/products': { body: products }, 'GET /api/testimonials': { body: [] }, 'GET /api/contact/config': config });
    renderRoute('/');
    const tee = await screen.findByRole('article', { name: 'Performance Training Tee' });
    expect(tee).toHaveTextContent('$32.00');
    const band = screen.getByRole('article', { name: 'Resistance Band Set' });
    expect(band).toHaveTextContent('$24.50');
    expect(within(band).getByRole('img', { name: 'Resistance Band Set' })).toHaveAttribute('src', FALLBACK_PRODUCT_IMAGE);
    const calls = fetchMock.mock.calls.length;
    await user.click(within(tee).getByRole('button', { name: 'Add to Cart' }));
    expect(alert).toHaveBeenCalledWith('Performance Training Tee added to cart!');
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  test('When products and testimonials are still loading, then both loading texts show', async () => {
    mockFetch({ 'GET /api/products': never, 'GET /api/testimonials': never, 'GET /api/contact/config': config });
    renderRoute('/');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('Loading testimonials...')).toBeInTheDocument();
  });

  test('When products and testimonials fail, then both error texts show', async () => {
    mockFetch({ 'GET /api/products': { status: 500 }, 'GET /api/testimonials': { status: 500 }, 'GET /api/contact/config': config });
    renderRoute('/');
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load testimonials. Please try again later.')).toBeInTheDocument();
  });

  test('When the testimonials fail at first, then their error offers Try again, and Try again shows them', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': failsFirst({ body: testimonials }), 'GET /api/contact/config': config });
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });

    await user.click(await within(section).findByRole('button', { name: 'Try again', description: 'Failed to load testimonials. Please try again later.' }));

    expect(await within(section).findByText('Won my division.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  test('When testimonials load, then each shows its stars, content, client name and service when present', async () => {
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': { body: testimonials }, 'GET /api/contact/config': config });
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'What Our Clients Say' });
    expect(await within(section).findByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    const [ryan, kayla] = within(section).getAllByRole('figure');
    expect(ryan).toHaveTextContent('Won my division.');
    expect(ryan).toHaveTextContent('Ryan M.');
    expect(ryan).toHaveTextContent('Performance Coaching');
    expect(kayla).toHaveTextContent('Kayla S.');
    expect(kayla).not.toHaveTextContent('Performance Coaching');
  });

  test('When the home page has rendered, then the contact section offers the form without any scrolling', async () => {
    mockFetch({ 'GET /api/products': { body: [] }, 'GET /api/testimonials': { body: [] }, 'GET /api/contact/config': config });
    renderRoute('/');
    const contact = await screen.findByRole('region', { name: 'Get in Touch' });
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
