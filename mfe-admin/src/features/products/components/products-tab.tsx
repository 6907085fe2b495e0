import { useProducts } from '@wsms/api-client/store';
import { Badge, Card, Grid, LoadError, Loading } from '@wsms/ui';
import styled from 'styled-components';
import { TabHeading } from '../../../components/tab-heading';
import { OrdersSection } from './orders-section';

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e6ebf3;
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

/** Products are read-only (managed in the store, embedded or Shopify); the embedded store's orders are paid here. */
export function ProductsTab() {
  const { data, isPending, isError, refetch } = useProducts();
  return (
    <>
      <section aria-labelledby="products-heading">
        <TabHeading id="products-heading" title="Products" />
        <p style={{ marginTop: 0 }}>Products come from the store and are changed there; this list is read-only.</p>
        {isPending && <Loading text="Loading products..." />}
        {isError && <LoadError message="Failed to load products. Please try again later." onRetry={refetch} />}
        {data && data.length === 0 && <p>No products available at the moment.</p>}
        {data && data.length > 0 && (
          <Grid as="ul" $min="220px" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.map((product) => (
              <Card as="li" key={product.id}>
                {product.image && <Picture src={product.image} alt="" loading="lazy" decoding="async" />}
                <h3 style={{ margin: 0, fontSize: '1.0625rem' }}>{product.name}</h3>
                <Price>${product.price}</Price>
                {product.category && <div><Badge $variant="muted">{product.category}</Badge></div>}
                {product.description && <p style={{ margin: 0 }}>{product.description}</p>}
              </Card>
            ))}
          </Grid>
        )}
      </section>
      <OrdersSection />
    </>
  );
}
