import { render } from '@testing-library/react';
import { useMetaDescription } from './use-meta-description';

function Page({ text }: { text: string }) {
  useMetaDescription(text);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('useMetaDescription', () => {
  afterEach(() => description()?.remove());

  test('When a page sets its description, then the meta tag holds it and the old text returns on unmount', () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'Site default' });
    document.head.append(meta);
    const { rerender, unmount } = render(<Page text="Team page" />);
    expect(description()?.content).toBe('Team page');
    rerender(<Page text="Shop page" />);
    expect(description()?.content).toBe('Shop page');
    unmount();
    expect(description()?.content).toBe('Site default');
  });

  test('When no meta tag exists, then one is created and removed again', () => {
    const { unmount } = render(<Page text="Contact page" />);
    expect(description()?.content).toBe('Contact page');
    unmount();
    expect(description()).toBeNull();
  });
});
