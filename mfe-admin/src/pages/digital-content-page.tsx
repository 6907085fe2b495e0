import type { DigitalProduct } from '@wsms/contracts';
import { Button, Container, LoadError, Loading, useDocumentTitle } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDigitalProducts } from '@wsms/api-client/content';
import { SignedInHeader } from '@wsms/api-client/signed-in-header';
import { DigitalProductDialog } from '../features/digital-content/components/digital-product-dialog';
import { DigitalProductList } from '../features/digital-content/components/digital-product-list';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin: 32px 0 16px;
  & h2 { margin: 0; }
`;

/** Spec section 2: the list of digital products with Active/Inactive badges, a create dialog and an edit dialog. */
export default function DigitalContentPage() {
  useDocumentTitle('Digital Content Management');
  const products = useDigitalProducts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<DigitalProduct | null>(null);
  return (
    <>
      <SignedInHeader title="Digital Content Management" />
      <Container style={{ paddingBottom: 64 }}>
        <Bar>
          <h2>Digital Products</h2>
          <Button onClick={() => setCreating(true)}>Create Content</Button>
        </Bar>
        {products.isPending && <Loading text="Loading digital products..." />}
        {products.isError && <LoadError message={products.error.message} onRetry={products.refetch} />}
        {products.data?.length === 0 && <p>No digital products yet.</p>}
        {products.data && products.data.length > 0 && <DigitalProductList products={products.data} onEdit={setEditing} />}
        {/* Keyed so each open starts from the product's current values. */}
        <DigitalProductDialog key="create" product={null} open={creating} onClose={() => setCreating(false)} />
        {editing && <DigitalProductDialog key={editing.id} product={editing} open onClose={() => setEditing(null)} />}
      </Container>
    </>
  );
}
