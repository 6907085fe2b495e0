import styled from 'styled-components';

/** A list card's first line: its title (an h3) and its status badge, wrapping on a phone. */
export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  & h3 { margin: 0; font-size: 1.0625rem; color: ${({ theme }) => theme.colors.navy}; overflow-wrap: anywhere; }
`;
