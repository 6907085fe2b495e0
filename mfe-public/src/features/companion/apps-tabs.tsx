import { Button, Tabs } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AppList, InstructorList, ProductList } from '../../components/compact-lists';
import { ListStatus } from '../../components/status';
import { useCompanionSearch } from './companion-search';

const More = styled.div`
  margin-top: 16px;
`;

const noMatch = (query: string, what: string) => `No ${what} match “${query.trim()}”.`;

/** Spec display limits: 6 products and 4 instructors. */
export function AppsTabs({ query }: { query: string }) {
  const { products, instructors, shownProducts, shownInstructors, shownApps } = useCompanionSearch(query, { products: 6, instructors: 4 });
  const shop = products.isPending || products.isError || shownProducts.length === 0 ? (
    <ListStatus
      loading={products.isPending ? 'Loading products...' : undefined}
      error={products.isError ? 'Failed to load products. Please try again later.' : undefined}
      onRetry={products.refetch}
      empty={query.trim() ? noMatch(query, 'products') : 'No products available at the moment.'}
    />
  ) : (
    <ProductList products={shownProducts} />
  );
  const book = instructors.isPending || instructors.isError || shownInstructors.length === 0 ? (
    <ListStatus
      loading={instructors.isPending ? 'Loading instructors...' : undefined}
      error={instructors.isError ? 'Failed to load instructors. Please try again later.' : undefined}
      onRetry={instructors.refetch}
      empty={query.trim() ? noMatch(query, 'instructors') : 'No instructors available at the moment.'}
    />
  ) : (
    <InstructorList instructors={shownInstructors} action="Book Session" />
  );
  return (
    <Tabs
      label="Companion features"
      items={[
        {
          id: 'shop',
          label: 'Shop',
          content: (
            <>
              {shop}
              <More><Button as={Link} to="/shop" variant="secondary">View All Products</Button></More>
            </>
          ),
        },
        {
          id: 'book',
          label: 'Book',
          content: (
            <>
              {book}
              <More><Button as={Link} to="/private-classes" variant="secondary">View All Instructors</Button></More>
            </>
          ),
        },
        {
          id: 'quick',
          label: 'Quick Access',
          content: shownApps.length ? <AppList apps={shownApps} /> : <ListStatus empty={noMatch(query, 'apps')} />,
        },
      ]}
    />
  );
}
