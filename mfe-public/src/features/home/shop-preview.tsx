import { useProducts } from '@wsms/api-client/store';
import { Button, Card, Container, Section } from '@wsms/ui';
import type { Product } from '@wsms/contracts';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ProductImage } from '../../components/product-image';
import { SectionHeading } from '../../components/section-heading';
import { ListStatus } from '../../components/status';
import { formatPrice } from '../../lib/format';

const PREVIEW_COUNT = 8;

const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 540px) { grid-template-columns: repeat(2, 1fr); }
  @media (min-width: 900px) { grid-template-columns: repeat(3, 1fr); }
  @media (min-width: 1100px) { grid-template-columns: repeat(4, 1fr); }
  & > li { display: flex; }
  & > li > * { flex: 1; }
`;

const Name = styled.h3`
  font-size: 1.0625rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.125rem;
`;

const Footer = styled.div`
  margin-top: 24px;
  text-align: center;
`;

// Spec: Add to Cart makes no server call, it only tells the visitor (a stand-in for a store cart).
const addToCart = (product: Product) => window.alert(`${product.name} added to cart!`);

export default function ShopPreview() {
  const products = useProducts();
  // Cards render in a background pass once the list arrives (no long main-thread task).
  const data = useDeferredValue(products.data);
  const list = data ?? [];
  return (
    <Section aria-labelledby="shop-preview-title">
      <Container>
        <SectionHeading id="shop-preview-title" title="Shop Our Gear">
          Training apparel, equipment, supplements and recovery tools our athletes use.
        </SectionHeading>
        {products.isError || data === undefined || list.length === 0 ? (
          <ListStatus
            loading={data === undefined && !products.isError ? 'Loading products...' : undefined}
            error={products.isError ? 'Failed to load products. Please try again later.' : undefined}
            onRetry={products.refetch}
            empty="No products available at the moment."
          />
        ) : (
          <ProductGrid>
            {list.slice(0, PREVIEW_COUNT).map((product) => (
              <li key={product.id}>
                <Card as="article" aria-labelledby={`preview-${product.id}`}>
                  <ProductImage src={product.image} alt={product.name} />
                  <Name id={`preview-${product.id}`}>{product.name}</Name>
                  <Price>{formatPrice(product.price)}</Price>
                  <Button onClick={() => addToCart(product)} fullWidth style={{ marginTop: 'auto' }}>
                    Add to Cart
                  </Button>
                </Card>
              </li>
            ))}
          </ProductGrid>
        )}
        <Footer>
          <Button as={Link} to="/shop" variant="secondary" size="lg">View All Products</Button>
        </Footer>
      </Container>
    </Section>
  );
}
