import styled from 'styled-components';

/** A card's heading row: its title and a status badge, wrapping on a phone. */
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  & h3 { margin: 0; font-size: 1.125rem; color: ${({ theme }) => theme.colors.navy}; }
`;

