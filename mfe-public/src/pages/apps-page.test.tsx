import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { companionApps } from '@wsms/contracts/business';
import { buildInstructor, buildProduct } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

const products = Array.from({ length: 8 }, (_, i) => buildProduct({ id: `p${i + 1}`, name: i === 6 ? 'Whey Protein' : `Tee ${i + 1}` }));
const instructors = [
  buildInstructor({ id: 'i1', name: 'Marcus Silva', locations: ['Marlborough'], hourlyRate: '120.00' }),
  buildInstructor({ id: 'i2', name: 'Elena Park', locations: [], hourlyRate: '110.00' }),
  buildInstructor({ id: 'i3', name: 'Dante Okafor', locations: ['Weymouth'] }),
  buildInstructor({ id: 'i4', name: 'Sofia Reyes', locations: ['Chicopee'] }),
  buildInstructor({ id: 'i5', name: 'Priya Nair', locations: ['Woburn'] }),
];
const data = { 'GET /api/products': { body: products }, 'GET /api/instructors': { body: instructors } };

describe('Apps page', () => {
  test('When /apps opens, then GeneSweep links to /genesweep and the two companion apps open their websites in new tabs', async () => {
    mockFetch(data);
    renderRoute('/apps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companion Apps' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'GeneSweep' })).getByRole('link')).toHaveAttribute('href', '/genesweep');
    for (const app of companionApps) {
      const link = within(screen.getByRole('article', { name: app.name })).getByRole('link');
      expect(link).toHaveAttribute('href', app.websiteUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs.slice(-2)).toEqual(['/private-classes', '/shop']);
  });

  test('When the Shop tab shows, then the first 6 products link Buy to their shop anchors', async () => {
    mockFetch(data);
    renderRoute('/apps');
    const panel = await screen.findByRole('tabpanel', { name: 'Shop' });
    const buys = await within(panel).findAllByRole('link', { name: 'Buy' });
    expect(buys.map((l) => l.getAttribute('href'))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => `/shop#product-${id}`));
    // Named as the spec names it; the product it is for is its description.
    expect(buys[0]).toHaveAccessibleDescription(within(panel).getAllByRole('listitem')[0]!.querySelector('strong')!.textContent!);
    expect(within(panel).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  test('When the Book tab shows, then the first 4 instructors show a location (or Multiple), the rate and a booking link', async () => {
    const user = userEvent.setup();
    mockFetch(data);
    renderRoute('/apps');
    await user.click(await screen.findByRole('tab', { name: 'Book' }));
    const panel = screen.getByRole('tabpanel', { name: 'Book' });
    const links = await within(panel).findAllByRole('link', { name: 'Book Session' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['i1', 'i2', 'i3', 'i4'].map((id) => `/private-classes?instructor=${id}`));
    expect(links[0]).toHaveAccessibleDescription(within(panel).getAllByRole('listitem')[0]!.querySelector('strong')!.textContent!);
    expect(panel).toHaveTextContent('Marlborough · $120.00/hour');
    expect(panel).toHaveTextContent('Multiple · $110.00/hour');
    expect(panel).not.toHaveTextContent('Priya Nair');
    expect(within(panel).getByRole('link', { name: 'View All Instructors' })).toHaveAttribute('href', '/private-classes');
  });

  test('When the visitor searches, then the Shop, Book and Quick Access lists really narrow', async () => {
    const user = userEvent.setup();
    mockFetch(data);
    renderRoute('/apps');
    const search = await screen.findByRole('textbox', { name: 'Search products, instructors and apps' });
    await user.type(search, 'whey');
    const shop = screen.getByRole('tabpanel', { name: 'Shop' });
    expect(within(shop).getAllByRole('link', { name: 'Buy' }).map((l) => l.getAttribute('href'))).toEqual(['/shop#product-p7']);

    await user.clear(search);
    await user.type(search, 'priya');
    await user.click(screen.getByRole('tab', { name: 'Book' }));
    const book = screen.getByRole('tabpanel', { name: 'Book' });
    expect(within(book).getAllByRole('link', { name: 'Book Session' }).map((l) => l.getAttribute('href'))).toEqual(['/private-classes?instructor=i5']);

    await user.click(screen.getByRole('tab', { name: 'Quick Access' }));
    expect(screen.getByRole('tabpanel', { name: 'Quick Access' })).toHaveTextContent('No apps match “priya”.');
    await user.clear(search);
    await user.type(search, 'gene');
    const quick = screen.getByRole('tabpanel', { name: 'Quick Access' });
    expect(quick).toHaveTextContent('GeneSweep');
    expect(quick).not.toHaveTextContent(companionApps[0].name);
  });

  test('When the lists are loading or fail, then their texts show', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/products': never, 'GET /api/instructors': { status: 500 } });
    renderRoute('/apps');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Book' }));
    expect(await screen.findByText('Failed to load instructors. Please try again later.')).toBeInTheDocument();
  });
});
