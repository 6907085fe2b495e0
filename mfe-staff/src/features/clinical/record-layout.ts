import { mq } from '@wsms/ui';
import styled from 'styled-components';

/**
 * Label and value. Under 480 px the label sits above its value (one column): side by side, a long
 * label (a PAR-Q question) left the value a column one character wide. From 480 px they sit side by
 * side, the value never narrower than 12em.
 */
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 12px;
  & dt { font-weight: 600; }
  & dd { margin: 0 0 6px; overflow-wrap: anywhere; white-space: pre-wrap; }
  & dd ul { margin: 0; padding-left: 1.2em; white-space: normal; }
  ${mq('sm')} {
    grid-template-columns: minmax(0, auto) minmax(12em, 1fr);
    gap: 4px 12px;
    & dd { margin: 0; }
  }
`;

export const Section = styled.section`
  display: grid;
  gap: 10px;
  & h3 { margin: 8px 0 0; }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  & > li {
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    display: grid;
    gap: 6px;
    min-width: 0;
  }
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`;
