import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const router: { go?: ReturnType<typeof useNavigate> } = {};
/** Hands the test the router's navigate, as a link or the browser's buttons would use it. */
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = navigate;
  }, [navigate]);
  return <div id="product-7">Product 7</div>;
}

const scrollTo = jest.fn((_x: number, y: number) => setScrollY(y));
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}
/** The visitor scrolls: the page moves and the browser says so. */
const scrollBy = (y: number) => act(() => {
  setScrollY(y);
  window.dispatchEvent(new Event('scroll'));
});
const navigate = (to: string, options?: { replace?: boolean }) => act(() => void router.go!(to, options));
/** Back (-1) or forward (1) through the history, as the browser's buttons do. */
const travel = (delta: number) => act(() => void router.go!(delta));

describe('Scroll restoration', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setScrollY(0);
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
  });

  test('When a link leads to another page from a scrolled one, then the new page starts at its top', async () => {
    scrollBy(600);
    await navigate('/services');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  test('When a sign-in lands on the page where it was shown, then that page starts at its top too', async () => {
    await navigate('/client-portal');
    scrollBy(250);
    scrollTo.mockClear();
    await navigate('/client-portal', { replace: true });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  test('When a page keeps its own state in the address (?tab=), then switching it keeps the scroll position', async () => {
    await navigate('/admin');
    scrollBy(300);
    scrollTo.mockClear();
    await navigate('/admin?tab=testimonials', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('When the new address has an #anchor that is on the page, then it is scrolled into view', async () => {
    scrollBy(400);
    await navigate('/shop#product-7');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('When the #anchor is not rendered yet, then the page starts at its top (the page scrolls there once it renders)', async () => {
    scrollBy(400);
    await navigate('/shop#product-not-yet');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  test('When the visitor goes back, then the earlier page returns to where it was left, and forward to the other one', async () => {
    scrollBy(600);
    await navigate('/services');
    scrollBy(120);
    await travel(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    await travel(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
