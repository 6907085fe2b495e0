import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wsms/api-client/testing';
import type { OwnedDigitalContent } from '@wsms/contracts';
import { renderRoute } from '../../testing/render-route';

const me = { id: 'u1', username: 'jamie', email: 'jamie.rivera@example.com', role: 'user', firstName: 'Jamie', lastName: 'Rivera' };
const purchase = (id: string): OwnedDigitalContent['purchase'] => ({
  id, userId: 'u1', digitalProductId: `p-${id}`, storeOrderId: 'o1', storeLineId: 'l1', purchaseDate: '2026-11-01T00:00:00Z', accessGranted: true,
  watermarkData: { email: me.email, purchaseId: id },
});
const product = (overrides: Partial<OwnedDigitalContent['product']>): OwnedDigitalContent['product'] => ({
  id: 'p', title: 'Item', description: '', type: 'video', embedUrl: null, chapters: [], pdfUrl: null, pages: null, sections: [], ...overrides,
});

describe('My Digital Content', () => {
  test('When the client bought a video and a PDF, then the video plays in the privacy-enhanced player and the PDF downloads', async () => {
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/user/digital-content': {
        body: [
          { purchase: purchase('a'), product: product({ title: 'Guard Passing', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', chapters: [{ title: 'Posture', timestamp: '0:00', description: '' }] }) },
          { purchase: purchase('b'), product: product({ id: 'pdf1', title: 'Fight Week Guide', type: 'pdf', pdfUrl: '/api/digital-products/pdf1/pdf', pages: 3 }) },
        ],
      },
    });
    renderRoute('/client-portal?tab=digital');
    const frame = await screen.findByTitle('Video: Guard Passing');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByRole('list', { name: 'Chapters of Guard Passing' })).toHaveTextContent('0:00 Posture');
    const link = screen.getByRole('link', { name: 'Download PDF: Fight Week Guide' });
    expect(link).toHaveAttribute('href', '/api/digital-products/pdf1/pdf');
  });

  test('When a video address is not the privacy-enhanced player, then no frame is shown', async () => {
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/user/digital-content': { body: [{ purchase: purchase('c'), product: product({ title: 'Odd', embedUrl: 'https://evil.example/embed/x' }) }] },
    });
    renderRoute('/client-portal?tab=digital');
    const card = (await screen.findByRole('heading', { name: 'Odd' })).closest('li')!;
    expect(within(card).queryByTitle(/Video/)).toBeNull();
  });

  test('When nothing was bought, then the tab points to the shop', async () => {
    mockFetch({ 'GET /api/auth/me': { body: me }, 'GET /api/user/digital-content': { body: [] } });
    renderRoute('/client-portal?tab=digital');
    expect(await screen.findByText('No digital content yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
  });
});
