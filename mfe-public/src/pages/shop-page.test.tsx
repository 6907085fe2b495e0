import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { FALLBACK_PRODUCT_IMAGE } from '../components/product-image';
import { buildProduct } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

const tee = buildProduct({ id: 'tee', name: 'Training Tee', category: 'Apparel', price: '32.00', rating: 4.7, reviewCount: 38 });
const gloves = buildProduct({ id: 'gloves', name: 'Grappling Gloves', category: 'Gear', price: '45', rating: null, reviewCount: null, image: '' });
const whey = buildProduct({ id: 'whey', name: 'Whey Isolate', category: 'Supplements', rating: 5, reviewCount: 1 });
const noVariant = buildProduct({ id: 'gift', name: 'Gift Card', category: 'Gear', variants: [] });

describe('Shop page', () => {
  let alert: jest.SpyInstance;
  let open: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => jest.restoreAllMocks());

  test('When products are loading, then "Loading products..." shows', async () => {
    mockFetch({ 'GET /api/products': never });
    renderRoute('/shop');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
  });

  test('When products fail to load, then the Error Loading Products screen shows', async () => {
    mockFetch({ 'GET /api/products': { status: 500, body: 'boom' } });
    renderRoute('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Products' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load products. Please try again later.')).toBeInTheDocument();
  });

  test('When there are no products, then "No products available at the moment." shows', async () => {
    mockFetch({ 'GET /api/products': { body: [] } });
    renderRoute('/shop');
    expect(await screen.findByText('No products available at the moment.')).toBeInTheDocument();
  });

  test('When products load, then cards carry their anchor, category, price, fallback image and only real ratings', async () => {
    mockFetch({ 'GET /api/products': { body: [tee, gloves, whey] } });
    renderRoute('/shop');
    const teeCard = await screen.findByRole('article', { name: 'Training Tee' });
    expect(teeCard).toHaveAttribute('id', 'product-tee');
    expect(teeCard).toHaveTextContent('Apparel');
    expect(teeCard).toHaveTextContent('$32.00');
    expect(within(teeCard).getByRole('img', { name: '4.7 out of 5 stars' })).toBeInTheDocument();
    expect(teeCard).toHaveTextContent('(38 reviews)');
    const glovesCard = screen.getByRole('article', { name: 'Grappling Gloves' });
    expect(glovesCard).toHaveTextContent('$45.00');
    expect(glovesCard).not.toHaveTextContent(/reviews?\)/);
    expect(within(glovesCard).queryByRole('img', { name: /stars/ })).not.toBeInTheDocument();
    expect(within(glovesCard).getByRole('img', { name: 'Grappling Gloves' })).toHaveAttribute('src', FALLBACK_PRODUCT_IMAGE);
    expect(screen.getByRole('article', { name: 'Whey Isolate' })).toHaveTextContent('(1 review)');
    expect(screen.queryByText('(12 reviews)')).not.toBeInTheDocument();
  });

  test('When a category chip is chosen, then only its products show, and All brings every product back', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/products': { body: [tee, gloves, whey, noVariant] } });
    renderRoute('/shop');
    await screen.findByRole('article', { name: 'Training Tee' });
    const chips = screen.getByRole('group', { name: 'Filter products by category' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Apparel', 'Gear', 'Supplements']);
    await user.click(within(chips).getByRole('button', { name: 'Gear' }));
    expect(within(chips).getByRole('button', { name: 'Gear' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('id'))).toEqual(['product-gloves', 'product-gift']);
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  test('When Buy Now gets a checkout URL, then it is opened in a new tab after POSTing the first variant with quantity 1', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/products': { body: [tee] },
      'POST /api/shopify/checkout': { body: { webUrl: 'http://localhost/shop/order/abc' } },
    });
    renderRoute('/shop');
    await user.click(within(await screen.findByRole('article', { name: 'Training Tee' })).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/shop/order/abc', '_blank'));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/shopify/checkout');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ variantId: 'tee-m', quantity: 1 });
    expect(alert).not.toHaveBeenCalled();
  });

  test('When a product has no variant id, then Buy Now alerts "Product variant not available" without a server call', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/products': { body: [noVariant] } });
    renderRoute('/shop');
    await user.click(within(await screen.findByRole('article', { name: 'Gift Card' })).getByRole('button', { name: 'Buy Now' }));
    expect(alert).toHaveBeenCalledWith('Product variant not available');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shopify/checkout')).toBe(false);
  });

  test('When the checkout answer has no webUrl, then Buy Now alerts "Failed to create checkout"', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/products': { body: [tee] }, 'POST /api/shopify/checkout': { body: {} } });
    renderRoute('/shop');
    await user.click(within(await screen.findByRole('article', { name: 'Training Tee' })).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to create checkout'));
    expect(open).not.toHaveBeenCalled();
  });

  test('When the checkout call fails, then Buy Now alerts "Failed to proceed to checkout" and logs the error', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/products': { body: [tee] }, 'POST /api/shopify/checkout': { status: 404, body: { message: 'Variant not found' } } });
    renderRoute('/shop');
    await user.click(within(await screen.findByRole('article', { name: 'Training Tee' })).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to proceed to checkout'));
    expect(consoleError).toHaveBeenCalledWith('Checkout error:', expect.objectContaining({ message: '404: {"message":"Variant not found"}' }));
    expect(open).not.toHaveBeenCalled();
  });

  test('When the shop opens at #product-{id}, then that product is scrolled into view', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    mockFetch({ 'GET /api/products': { body: [tee, gloves, whey] } });
    renderRoute('/shop#product-whey');
    await screen.findByRole('article', { name: 'Whey Isolate' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('product-whey'));
  });
});
