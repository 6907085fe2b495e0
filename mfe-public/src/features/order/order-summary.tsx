import type { OrderSummary } from '@wsms/contracts';
import styled from 'styled-components';
import { ProductImage } from '../../components/product-image';
import { formatPrice } from '../../lib/format';

const Box = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  & h2 { font-size: 1.25rem; margin: 0 0 8px; color: ${({ theme }) => theme.colors.navy}; }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 16px;
  margin: 0;
  & dt { color: ${({ theme }) => theme.colors.muted}; }
  & dd { margin: 0; font-weight: 600; }
`;

export function OrderSummaryView({ order }: { order: OrderSummary }) {
  return (
    <Box>
      <ProductImage src={order.productImage} alt={order.productName} size="96px" eager />
      <div>
        <h2>{order.productName}</h2>
        <Lines>
          <dt>Option</dt><dd>{order.variantTitle}</dd>
          <dt>Quantity</dt><dd>{order.quantity}</dd>
          <dt>Price</dt><dd>{formatPrice(order.unitPrice)}</dd>
          <dt>Total</dt><dd>{formatPrice(order.amount)} {order.currency}</dd>
        </Lines>
      </div>
    </Box>
  );
}
