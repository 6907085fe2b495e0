import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { act } from 'react';
import { buildInstructor, buildProduct } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

const products = Array.from({ length: 10 }, (_, i) => buildProduct({ id: `p${i + 1}`, name: `Item ${i + 1}` }));
const instructors = Array.from({ length: 7 }, (_, i) => buildInstructor({ id: `i${i + 1}`, name: `Coach ${i + 1}` }));
const data = { 'GET /api/products': { body: products }, 'GET /api/instructors': { body: instructors } };

const buyLinks = (panel: HTMLElement) => within(panel).getAllByRole('link', { name: 'Buy' });

describe('Mobile companion view', () => {
  afterEach(() => {
    delete window.Capacitor;
  });

  test('When /mobile opens in a browser, then Home shows 4 featured products, the quick actions and the training apps', async () => {
    mockFetch(data);
    renderRoute('/mobile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Companion' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Companion sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home', 'Shop', 'Book', 'Apps']);
    const home = screen.getByRole('tabpanel', { name: 'Home' });
    await within(home).findAllByRole('link', { name: 'Buy' });
    expect(buyLinks(home)).toHaveLength(4);
    expect(within(home).getByRole('button', { name: 'Shop Now' })).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Book Session' })).toBeInTheDocument();
    expect(within(home).getByRole('heading', { name: 'Training Apps' })).toBeInTheDocument();
  });

  test('When Shop Now and Book are used, then Shop lists 8 products and Book lists 6 instructors with Book Now links', async () => {
    const user = userEvent.setup();
    mockFetch(data);
    renderRoute('/mobile');
    await user.click(await screen.findByRole('button', { name: 'Shop Now' }));
    expect(screen.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
    expect(buyLinks(screen.getByRole('tabpanel', { name: 'Shop' }))).toHaveLength(8);
    await user.click(screen.getByRole('tab', { name: 'Book' }));
    const links = within(screen.getByRole('tabpanel', { name: 'Book' })).getAllByRole('link', { name: 'Book Now' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['i1', 'i2', 'i3', 'i4', 'i5', 'i6'].map((id) => `/private-classes?instructor=${id}`));
  });

  test('When the header search is used, then the lists narrow', async () => {
    const user = userEvent.setup();
    mockFetch(data);
    renderRoute('/mobile');
    await user.click(await screen.findByRole('tab', { name: 'Shop' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Item 10');
    expect(buyLinks(screen.getByRole('tabpanel', { name: 'Shop' })).map((l) => l.getAttribute('href'))).toEqual(['/shop#product-p10']);
  });

  test('When running inside a native shell, then it sets the status bar, taps on tab change and listens for app state', async () => {
    const user = userEvent.setup();
    const remove = jest.fn();
    let appState: ((s: { isActive: boolean }) => void) | undefined;
    const bridge = {
      isNativePlatform: () => true,
      Plugins: {
        StatusBar: { setStyle: jest.fn(async () => {}), setBackgroundColor: jest.fn(async () => {}) },
        Haptics: { impact: jest.fn(async () => {}) },
        App: { addListener: jest.fn((_e: string, fn: (s: { isActive: boolean }) => void) => { appState = fn; return Promise.resolve({ remove }); }) },
      },
    };
    window.Capacitor = bridge;
    const fetchMock = mockFetch(data);
    const { unmount } = renderRoute('/mobile');
    await screen.findByRole('tabpanel', { name: 'Home' });
    expect(bridge.Plugins.StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#0b1f3a' });
    await user.click(screen.getByRole('tab', { name: 'Apps' }));
    expect(bridge.Plugins.Haptics.impact).toHaveBeenCalledTimes(1);
    const before = fetchMock.mock.calls.length;
    await act(async () => appState?.({ isActive: true }));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
    unmount();
    await act(async () => {});
    expect(remove).toHaveBeenCalled();
  });

  test('When the native calls fail, then the failures are silently ignored', async () => {
    const user = userEvent.setup();
    const boom = () => { throw new Error('not implemented'); };
    window.Capacitor = {
      isNativePlatform: () => true,
      Plugins: {
        StatusBar: { setStyle: boom, setBackgroundColor: () => Promise.reject(new Error('denied')) },
        Haptics: { impact: boom },
        App: { addListener: boom },
      },
    };
    mockFetch(data);
    renderRoute('/mobile');
    await user.click(await screen.findByRole('tab', { name: 'Book' }));
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Book' })).findAllByRole('link', { name: 'Book Now' })).toHaveLength(6);
  });
});
