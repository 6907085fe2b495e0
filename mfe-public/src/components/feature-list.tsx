import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & li { display: flex; gap: 10px; align-items: flex-start; }
  & li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 0.6em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export function FeatureList({ items }: { items: readonly string[] }) {
  return <List>{items.map((item) => <li key={item}>{item}</li>)}</List>;
}
