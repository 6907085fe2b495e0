/**
 * @jest-environment node
 */
// The renderer runs in the gateway (Node, no DOM): these tests do too.
import { mockFetch } from '@wsms/api-client/testing';
import { buildInstructor, buildProduct, buildStaff } from '../testing/builders';
import { paths, renderPage } from './page-render';

describe('page renderer (the first HTML of the list pages, with their data)', () => {
  test('It renders exactly the three pages whose first screen is a list', () => {
    expect(paths).toEqual(['/shop', '/team', '/private-classes']);
  });

  test('When /shop is rendered, then its products are in the markup (names escaped), the first images load first, and no loading state is left', async () => {
    mockFetch({
      'GET /api/products': {
        body: [
          buildProduct({ id: 'p1', name: 'Performance Training Tee', price: '29.99' }),
          buildProduct({ id: 'p2', name: 'Gi <script>alert(1)</script>' }),
          buildProduct({ id: 'p3', name: 'Recovery Roller' }),
        ],
      },
    });

    const page = await renderPage('/shop');

    expect(page?.html).toContain('Performance Training Tee');
    expect(page?.html).toContain('$29.99');
    expect(page?.html).toContain('Gi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page?.html).not.toContain('<script>');
    expect(page?.html.match(/fetchpriority="high"/g)).toHaveLength(2);
    expect(page?.html).not.toContain('Loading products...');
    expect(page?.css.length).toBeGreaterThan(100);
  });

  test('When /team and /private-classes are rendered, then their staff and instructors are in the markup', async () => {
    mockFetch({
      'GET /api/staff': { body: [buildStaff({ name: 'Dr. Rachel Kim', title: 'Medical Director' })] },
      'GET /api/instructors': { body: [buildInstructor({ id: 'i1', name: 'Dante Okafor' })] },
    });

    const team = await renderPage('/team');
    const classes = await renderPage('/private-classes');

    expect(team?.html).toContain('Dr. Rachel Kim');
    expect(team?.html).not.toContain('Loading team members...');
    expect(classes?.html).toContain('Dante Okafor');
    expect(classes?.html).not.toContain('Loading instructors...');
  });

  test('When the list cannot be read, then the render fails (the gateway then sends the page without data)', async () => {
    mockFetch({ 'GET /api/products': { status: 500, body: 'boom' } });

    await expect(renderPage('/shop')).rejects.toThrow('Failed to fetch products');
  });

  test('When another path is asked for, then there is nothing to render', async () => {
    expect(await renderPage('/services')).toBeNull();
  });
});
