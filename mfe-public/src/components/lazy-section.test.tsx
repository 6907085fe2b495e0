import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LazySection } from './lazy-section';
import { UiProvider } from '@wsms/ui/theme';

describe('LazySection', () => {
  const Section = () => <h2>Loaded section</h2>;

  test('When the page has rendered, then the section loads once the main thread is idle, without scrolling to it', async () => {
    const idle: Array<() => void> = [];
    const cancel = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: (task: () => void) => idle.push(task), cancelIdleCallback: cancel });
    try {
      const load = jest.fn(async () => ({ default: Section }));
      render(<MemoryRouter initialEntries={['/']}><LazySection id="shop" load={load} minHeight="500px" /></MemoryRouter>);
      expect(load).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      await act(async () => idle[0]!());
      expect(await screen.findByRole('heading', { name: 'Loaded section' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  test('When the section\'s code cannot be loaded (a new release replaced it), then a notice offers a reload instead of an error', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk 59 failed.')));
    render(<MemoryRouter initialEntries={['/#shop']}><LazySection id="shop" load={load} minHeight="500px" /></MemoryRouter>, { wrapper: UiProvider });
    expect(await screen.findByRole('status')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('When the page goes before the idle moment, then the pending load is cancelled', () => {
    const cancel = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: () => 7, cancelIdleCallback: cancel });
    try {
      const load = jest.fn(async () => ({ default: Section }));
      const { unmount } = render(<MemoryRouter initialEntries={['/']}><LazySection id="shop" load={load} minHeight="500px" /></MemoryRouter>);
      unmount();
      expect(cancel).toHaveBeenCalledWith(7);
      expect(load).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  test('When the page is opened at the section hash, then it loads at once and scrolls there', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    const load = jest.fn(async () => ({ default: Section }));
    render(<MemoryRouter initialEntries={['/#contact']}><LazySection id="contact" load={load} minHeight="500px" /></MemoryRouter>);
    expect(await screen.findByRole('heading', { name: 'Loaded section' })).toBeInTheDocument();
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
