import { screen, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';

describe('Services page', () => {
  test('When opened, then three service cards show their prices and link Book Consultation to /contact', async () => {
    renderRoute('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const cards = [
      ['Sports Medicine', 'from $85/session'],
      ['Performance Coaching', 'from $75/session'],
      ['Nutrition Consultation', 'from $60/session'],
    ];
    for (const [name, price] of cards) {
      const card = screen.getByRole('article', { name });
      expect(card).toHaveTextContent(price!);
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      expect(within(card).getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/contact');
    }
    expect(document.title).toBe('Services | Where Science Meets Sport');
  });

  test('When scrolled to the end, then the calls to action lead to /contact and /private-classes', async () => {
    renderRoute('/services');
    const cta = await screen.findByRole('region', { name: 'Ready to Get Started?' });
    const hrefs = within(cta).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/contact', '/private-classes']);
  });
});
