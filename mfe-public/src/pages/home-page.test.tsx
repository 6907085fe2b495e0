import { screen } from '@testing-library/react';
import { placeholderPages } from '../content/placeholder-pages';
import { renderRoute } from '../testing/render-route';

describe('Public routes', () => {
  test('When / opens, then the hero offers Book Consultation to /contact and Learn More to /services', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where Science Meets Sport' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/services');
  });

  test.each(placeholderPages.map((page) => [page.path, page.title]))(
    'When %s opens, then a heading names the page (%s)',
    async (path, title) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | Where Science Meets Sport`);
    },
  );
});
