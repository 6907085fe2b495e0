import styled from 'styled-components';

export const SkipLink = styled.a.attrs({ href: '#main-content' })`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 2000;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  &:focus { top: 8px; }
`;
