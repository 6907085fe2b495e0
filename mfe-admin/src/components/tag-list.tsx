import { Badge } from '@wsms/ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** The first `shown` items as badges, then '+N' for the rest (spec: cards show 2 specialties then +N). */
export function TagList({ items, shown = 2, label }: { items: readonly string[]; shown?: number; label: string }) {
  if (items.length === 0) return null;
  const rest = items.length - shown;
  return (
    <List aria-label={label}>
      {items.slice(0, shown).map((item) => <li key={item}><Badge $variant="muted">{item}</Badge></li>)}
      {rest > 0 && <li><Badge>+{rest}</Badge></li>}
    </List>
  );
}
