import styled from 'styled-components';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  background: #e6ebf3;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Tab = styled.button`
  flex: 1 1 auto;
  min-height: 40px;
  padding: 8px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const TabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};
`;
