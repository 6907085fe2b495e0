import { Badge, Button, Card } from '@wsms/ui';
import type { Product } from '@wsms/contracts';
import styled from 'styled-components';
import { ProductImage } from '../../components/product-image';
import { StarRating } from '../../components/star-rating';
import { formatPrice } from '../../lib/format';

const Article = styled(Card)`
  scroll-margin-top: 136px;
  height: 100%;
`;

const Name = styled.h2`
  font-size: 1.125rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Rating = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bottom = styled.div`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  & strong { font-size: 1.25rem; color: ${({ theme }) => theme.colors.navy}; }
`;

/** A shop product; `id="product-{id}"` is the anchor other pages link to. */
export function ProductCard({ product, onBuy, busy, eager }: { product: Product; onBuy: () => void; busy: boolean; eager: boolean }) {
  const headingId = `product-${product.id}-name`;
  return (
    <Article as="article" id={`product-${product.id}`} aria-labelledby={headingId}>
      <ProductImage src={product.image} alt={product.name} eager={eager} />
      {product.category && <div><Badge>{product.category}</Badge></div>}
      <Name id={headingId}>{product.name}</Name>
      {product.description && <Description>{product.description}</Description>}
      {product.rating != null && (
        <Rating>
          <StarRating rating={product.rating} />
          {product.reviewCount != null && <span>({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})</span>}
        </Rating>
      )}
      <Bottom>
        <strong>{formatPrice(product.price)}</strong>
        <Button onClick={onBuy} disabled={busy} aria-busy={busy || undefined}>Buy Now</Button>
      </Bottom>
    </Article>
  );
}
