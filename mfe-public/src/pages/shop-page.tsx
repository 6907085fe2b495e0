import { useProducts } from '@wsms/api-client/store';
import { Container, Loading, Section, VisuallyHidden } from '@wsms/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { PageHero } from '../components/page-hero';
import { ErrorScreen, ListStatus } from '../components/status';
import { ALL, CategoryChips } from '../features/shop/category-chips';
import { ProductCard } from '../features/shop/product-card';
import { useBuyNow } from '../features/shop/use-buy-now';
import { usePageMeta } from '../lib/page-meta';
import { useScrollToHash } from '../lib/scroll-to-hash';

const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
`;

export default function ShopPage() {
  usePageMeta('Shop', 'Training apparel, gear, supplements and recovery tools chosen by our coaches and athletic trainers.');
  const products = useProducts();
  const { buy, pendingId } = useBuyNow();
  const [category, setCategory] = useState(ALL);
  // Cards render in a background pass once the list arrives (no long main-thread task).
  const data = useDeferredValue(products.data);
  const list = useMemo(() => data ?? [], [data]);
  const categories = useMemo(() => [...new Set(list.map((p) => p.category).filter(Boolean))], [list]);
  const shown = category === ALL ? list : list.filter((p) => p.category === category);
  useScrollToHash(data !== undefined);

  if (products.isError) return <ErrorScreen title="Error Loading Products" text="Failed to load products. Please try again later." onRetry={products.refetch} />;
  return (
    <>
      <PageHero eyebrow="Gear for athletes" title="Shop">
        <p>Apparel, gear, supplements and recovery tools our coaches and athletic trainers trust.</p>
      </PageHero>
      <Section aria-label="Products">
        <Container>
          {data === undefined ? (
            <Loading text="Loading products..." />
          ) : list.length === 0 ? (
            <ListStatus empty="No products available at the moment." />
          ) : (
            <>
              <CategoryChips categories={categories} value={category} onChange={setCategory} />
              <VisuallyHidden role="status">{`${shown.length} ${shown.length === 1 ? 'product' : 'products'} shown`}</VisuallyHidden>
              <ProductGrid>
                {shown.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} eager={index < 2} busy={pendingId === product.id} onBuy={() => void buy(product)} />
                  </li>
                ))}
              </ProductGrid>
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
