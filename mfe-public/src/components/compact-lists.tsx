import { Button, VisuallyHidden } from '@wsms/ui';
import { useId } from 'react';
import type { Instructor, Product } from '@wsms/contracts';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AppEntry } from '../content/apps';
import { formatPrice } from '../lib/format';
import { NewTabLink } from './new-tab-link';
import { ProductImage } from './product-image';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  & strong { display: block; color: ${({ theme }) => theme.colors.navy}; }
  & span { font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
`;

// Each button's name is the spec's ('Buy', 'Book Now'); the item it is for is its description.
export function ProductList({ products }: { products: Product[] }) {
  const id = useId();
  return (
    <List>
      {products.map((product, index) => (
        <Row key={product.id}>
          <ProductImage src={product.image} alt="" size="56px" />
          <Text>
            <strong id={`${id}-${index}`}>{product.name}</strong>
            <span>{formatPrice(product.price)} · {product.category}</span>
          </Text>
          <Button as={Link} to={`/shop#product-${product.id}`} size="sm" aria-describedby={`${id}-${index}`}>
            Buy
          </Button>
        </Row>
      ))}
    </List>
  );
}

export function InstructorList({ instructors, action }: { instructors: Instructor[]; action: string }) {
  const id = useId();
  return (
    <List>
      {instructors.map((instructor, index) => (
        <Row key={instructor.id}>
          <Text>
            <strong id={`${id}-${index}`}>{instructor.name}</strong>
            <span>{instructor.locations[0] || 'Multiple'} · {formatPrice(instructor.hourlyRate)}/hour</span>
          </Text>
          <Button as={Link} to={`/private-classes?instructor=${encodeURIComponent(instructor.id)}`} size="sm" variant="secondary" aria-describedby={`${id}-${index}`}>
            {action}
          </Button>
        </Row>
      ))}
    </List>
  );
}

export function AppList({ apps }: { apps: AppEntry[] }) {
  return (
    <List>
      {apps.map((app) => (
        <Row key={app.id}>
          <Text>
            <strong>{app.name}</strong>
            <span>{app.description}</span>
          </Text>
          {app.to ? (
            <Button as={Link} to={app.to} size="sm" variant="outline">Open<VisuallyHidden> {app.name}</VisuallyHidden></Button>
          ) : (
            <NewTabLink href={app.href!} size="sm" variant="outline">Open<VisuallyHidden> {app.name}</VisuallyHidden></NewTabLink>
          )}
        </Row>
      ))}
    </List>
  );
}
