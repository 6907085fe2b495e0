import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LazySection } from './lazy-section';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('LazySection', () => {
  let observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; disconnect: jest.Mock }>;
  beforeEach(() => {
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      disconnect = jest.fn();
      observe = jest.fn();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, disconnect: this.disconnect });
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const Section = () => <h2>Loaded section</h2>;

  test('When the section is far below the viewport, then its code is not fetched until it comes near', async () => {
    const load = jest.fn(async () => ({ default: Section }));
    render(<MemoryRouter initialEntries={['/']}><LazySection id="shop" load={load} minHeight="500px" /></MemoryRouter>);
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toMatch(/px/);
    await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
    expect(await screen.findByRole('heading', { name: 'Loaded section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  test('When the page is opened at the section hash, then it loads at once and scrolls there', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    const load = jest.fn(async () => ({ default: Section }));
    render(<MemoryRouter initialEntries={['/#contact']}><LazySection id="contact" load={load} minHeight="500px" /></MemoryRouter>);
    expect(await screen.findByRole('heading', { name: 'Loaded section' })).toBeInTheDocument();
    expect(observers).toHaveLength(0);
    expect(scroll).toHaveBeenCalled();
    expect(document.getElementById('contact')).toContainElement(screen.getByRole('heading'));
  });

  test('When the page above grows after the jump, then the section is brought back to the top until the visitor scrolls', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    let watching: (() => void) | null = null;
    const resized = () => watching?.();
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private callback: () => void) {}
      observe() {
        watching = this.callback;
      }
      disconnect() {
        watching = null;
      }
    };
    try {
      render(<MemoryRouter initialEntries={['/#contact']}><LazySection id="contact" load={async () => ({ default: Section })} minHeight="500px" /></MemoryRouter>);
      await screen.findByRole('heading', { name: 'Loaded section' });
      expect(scroll).toHaveBeenCalledTimes(1);

      resized();
      expect(scroll).toHaveBeenCalledTimes(2);

      window.dispatchEvent(new Event('wheel'));
      resized();
      expect(scroll).toHaveBeenCalledTimes(2);
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });
});
