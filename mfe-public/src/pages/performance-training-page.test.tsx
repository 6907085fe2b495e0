import { screen, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';

describe('Performance training page', () => {
  test('When opened, then the four programs are described, group training with 3-5 athletes', async () => {
    renderRoute('/performance-training');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Training' })).toBeInTheDocument();
    for (const name of ['BJJ-Specific Conditioning', 'Athletic Performance Enhancement', 'Group Training', 'Competition Preparation']) {
      expect(screen.getByRole('article', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('article', { name: 'Group Training' })).toHaveTextContent('3-5 athletes');
  });

  test('When opened, then a list of benefits is shown', async () => {
    renderRoute('/performance-training');
    const benefits = await screen.findByRole('region', { name: 'Benefits of Performance Training' });
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  test("When reading 'Programs Launching Soon', then its links lead to /contact and /private-classes", async () => {
    renderRoute('/performance-training');
    const soon = await screen.findByRole('region', { name: 'Programs Launching Soon' });
    expect(within(soon).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/contact', '/private-classes']);
  });
});
