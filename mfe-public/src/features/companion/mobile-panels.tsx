import { Button } from '@wsms/ui';
import { companionApps } from '@wsms/contracts/business';
import styled from 'styled-components';
import { AppList, InstructorList, ProductList } from '../../components/compact-lists';
import { ListStatus } from '../../components/status';
import { allApps } from '../../content/apps';
import { matches } from '../../lib/format';
import { useCompanionSearch } from './companion-search';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & + & { margin-top: 24px; }
  & h2 { font-size: 1.125rem; margin: 0; color: ${({ theme }) => theme.colors.navy}; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const trainingApps = allApps.filter((app) => companionApps.some((c) => c.id === app.id));

export type MobileTab = 'home' | 'shop' | 'book' | 'apps';

/** Spec display limits: 4 featured products on Home, 8 in Shop, 6 instructors in Book. */
export function useMobileLists(query: string) {
  const search = useCompanionSearch(query, { products: 8, instructors: 6 });
  const productsStatus = search.products.isPending || search.products.isError || search.shownProducts.length === 0 ? (
    <ListStatus
      loading={search.products.isPending ? 'Loading products...' : undefined}
      error={search.products.isError ? 'Failed to load products. Please try again later.' : undefined}
      onRetry={search.products.refetch}
      empty={query.trim() ? 'No products match your search.' : 'No products available at the moment.'}
    />
  ) : null;
  const instructorsStatus = search.instructors.isPending || search.instructors.isError || search.shownInstructors.length === 0 ? (
    <ListStatus
      loading={search.instructors.isPending ? 'Loading instructors...' : undefined}
      error={search.instructors.isError ? 'Failed to load instructors. Please try again later.' : undefined}
      onRetry={search.instructors.refetch}
      empty={query.trim() ? 'No instructors match your search.' : 'No instructors available at the moment.'}
    />
  ) : null;
  const apps = (list: typeof allApps) => list.filter((app) => matches(query, app.name, app.description));
  return { ...search, productsStatus, instructorsStatus, apps };
}

export function MobilePanel({ tab, query, onNavigate }: { tab: MobileTab; query: string; onNavigate: (tab: MobileTab) => void }) {
  const lists = useMobileLists(query);
  if (tab === 'home') {
    const training = lists.apps(trainingApps);
    return (
      <>
        <Block aria-labelledby="m-featured">
          <h2 id="m-featured">Featured Products</h2>
          {lists.productsStatus ?? <ProductList products={lists.shownProducts.slice(0, 4)} />}
        </Block>
        <Block aria-labelledby="m-actions">
          <h2 id="m-actions">Quick Actions</h2>
          <Actions>
            <Button onClick={() => onNavigate('shop')}>Shop Now</Button>
            <Button variant="secondary" onClick={() => onNavigate('book')}>Book Session</Button>
          </Actions>
        </Block>
        <Block aria-labelledby="m-training">
          <h2 id="m-training">Training Apps</h2>
          {training.length ? <AppList apps={training} /> : <ListStatus empty="No apps match your search." />}
        </Block>
      </>
    );
  }
  if (tab === 'shop') {
    return (
      <Block aria-labelledby="m-shop">
        <h2 id="m-shop">Shop</h2>
        {lists.productsStatus ?? <ProductList products={lists.shownProducts} />}
      </Block>
    );
  }
  if (tab === 'book') {
    return (
      <Block aria-labelledby="m-book">
        <h2 id="m-book">Book a Session</h2>
        {lists.instructorsStatus ?? <InstructorList instructors={lists.shownInstructors} action="Book Now" />}
      </Block>
    );
  }
  const apps = lists.apps(allApps);
  return (
    <Block aria-labelledby="m-apps">
      <h2 id="m-apps">Apps</h2>
      {apps.length ? <AppList apps={apps} /> : <ListStatus empty="No apps match your search." />}
    </Block>
  );
}
