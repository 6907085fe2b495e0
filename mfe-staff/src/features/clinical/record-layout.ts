import styled from 'styled-components';

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 4px 12px;
  & dt { font-weight: 600; }
  & dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
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
