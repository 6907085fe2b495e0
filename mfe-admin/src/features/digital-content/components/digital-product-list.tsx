import { useId } from 'react';
import type { DigitalProduct } from '@wsms/contracts';
import { Badge, Button, Card } from '@wsms/ui';
import styled from 'styled-components';
import { typeLabels } from './digital-product-dialog';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  & h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  & p { margin: 0; overflow-wrap: anywhere; }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export function DigitalProductList({ products, onEdit }: { products: DigitalProduct[]; onEdit: (product: DigitalProduct) => void }) {
  const id = useId();
  return (
    <Grid aria-label="Digital products">
      {products.map((product, index) => (
        <Card as="li" key={product.id}>
          <h3 id={`${id}-${index}`}>{product.title}</h3>
          <Meta>
            <Badge $variant={product.isActive ? 'success' : 'muted'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
            <span>{typeLabels[product.type]}</span>
            <span>${product.price}</span>
          </Meta>
          {product.description && <p>{product.description}</p>}
          <p>{product.storeProductId ? 'Listed in the store' : 'Not listed in the store'}</p>
          <Button variant="outline" size="sm" onClick={() => onEdit(product)} aria-describedby={`${id}-${index}`} style={{ marginTop: 'auto' }}>
            Edit
          </Button>
        </Card>
      ))}
    </Grid>
  );
}
