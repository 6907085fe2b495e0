import styled from 'styled-components';

/** The portal's lists of cards (sessions, programs): as many 300 px columns as fit. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
