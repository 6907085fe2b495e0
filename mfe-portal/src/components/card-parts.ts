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

/** A card's facts as a definition list: label, value. */
export const CardFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  & dt { font-weight: 600; }
  & dd { margin: 0; }
`;
