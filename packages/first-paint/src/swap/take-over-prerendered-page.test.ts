/** @jest-environment jsdom */
import { takeOverPrerenderedPage } from './take-over-prerendered-page';

/** A page as the gateway serves it with a snapshot: the snapshot, its styles and an empty #root. */
const servedPage = ({ withSnapshot = true, withData = false } = {}) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (withSnapshot) {
    doc.head.innerHTML = '<style id="wsms-prerender-style">.a{}</style>';
    const data = withData ? ' data-with-data' : '';
    doc.body.innerHTML = `<div id="wsms-prerender" inert aria-hidden="true"${data}><main><h1>Shop</h1></main></div><div id="root" hidden></div>`;
  } else {
    doc.body.innerHTML = '<div id="root"></div>';
  }
  return { doc, container: doc.getElementById('root')! };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const render = (container: HTMLElement, html: string) => {
  container.innerHTML = html;
};

describe('takeOverPrerenderedPage', () => {
  it('When the live page is still waiting for code, then the snapshot stays and the live page is not in the document', async () => {
    const { doc, container } = servedPage();
    takeOverPrerenderedPage(container, doc);

    render(container, '<main><h1>Shop</h1><div role="status" data-code-pending>Loading...</div></main>');
    await flush();

    expect(doc.getElementById('wsms-prerender')).not.toBeNull();
    expect(doc.getElementById('root')).toBeNull();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
  });

  it('When the live page has rendered with no code pending, then the snapshot and its styles go and #root shows', async () => {
    const { doc, container } = servedPage();
    takeOverPrerenderedPage(container, doc);

    render(container, '<main><div role="status" data-code-pending>Loading...</div></main>');
    await flush();
    // A data loading state is the page itself: it does not hold a snapshot without data.
    render(container, '<main><h1>Shop</h1><div role="status" data-data-pending>Loading products...</div></main>');
    await flush();

    expect(doc.getElementById('wsms-prerender')).toBeNull();
    expect(doc.getElementById('wsms-prerender-style')).toBeNull();
    expect(doc.getElementById('root')).toBe(container);
    expect(container.hidden).toBe(false);
    expect(doc.body.firstElementChild).toBe(container);
  });

  it('When the page was opened at a #fragment, then the live page\'s element is scrolled to once it is shown', async () => {
    const { doc, container } = servedPage();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '/#contact');
    try {
      takeOverPrerenderedPage(container, doc);
      render(container, '<main><h1>Home</h1><div id="contact"></div></main>');
      await flush();

      expect(scrolled).toEqual(['contact']);
      expect(doc.getElementById('contact')?.parentElement?.parentElement).toBe(container);
    } finally {
      window.history.replaceState(null, '', '/');
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('When the code never arrives, then the live page is shown after the longest wait', async () => {
    jest.useFakeTimers();
    try {
      const { doc, container } = servedPage();
      takeOverPrerenderedPage(container, doc, 5000);
      render(container, '<main><div role="status" data-code-pending>Loading...</div></main>');

      jest.advanceTimersByTime(4999);
      expect(doc.getElementById('root')).toBeNull();
      jest.advanceTimersByTime(1);
      expect(doc.getElementById('wsms-prerender')).toBeNull();
      expect(doc.getElementById('root')).toBe(container);
      expect(container.hidden).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the snapshot shows the page\'s data, then it stays while the live page reads its list, and goes in one frame once the list is there', async () => {
    const { doc, container } = servedPage({ withData: true });
    takeOverPrerenderedPage(container, doc);

    render(container, '<main><h1>Shop</h1><div role="status" data-data-pending>Loading products...</div></main>');
    await flush();
    expect(doc.getElementById('wsms-prerender')).not.toBeNull();
    expect(doc.getElementById('root')).toBeNull();

    render(container, '<main><h1>Shop</h1><ul><li>Performance Training Tee</li></ul></main>');
    await flush();
    expect(doc.getElementById('wsms-prerender')).toBeNull();
    expect(doc.getElementById('root')).toBe(container);
  });

  it('When the live page\'s list is slower than the data wait, then the live page shows with its own loading state', async () => {
    jest.useFakeTimers();
    try {
      const { doc, container } = servedPage({ withData: true });
      takeOverPrerenderedPage(container, doc, 10_000, 200);
      render(container, '<main><h1>Shop</h1><div role="status" data-data-pending>Loading products...</div></main>');
      await Promise.resolve();

      jest.advanceTimersByTime(199);
      expect(doc.getElementById('root')).toBeNull();
      jest.advanceTimersByTime(1);
      expect(doc.getElementById('wsms-prerender')).toBeNull();
      expect(container.textContent).toContain('Loading products...');
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the page came without a snapshot, then #root is left visible and nothing waits', () => {
    const { doc, container } = servedPage({ withSnapshot: false });
    takeOverPrerenderedPage(container, doc);

    expect(container.hidden).toBe(false);
    expect(doc.getElementById('root')).toBe(container);
  });
});
