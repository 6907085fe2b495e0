import styled from 'styled-components';

export const Region = styled.div`
  position: fixed;
  z-index: 1100;
  right: 16px;
  bottom: 16px;
  left: 16px;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
`;

export const ToastBox = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  width: min(100%, 380px);
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.navy)};
  color: #fff;
  border-left: 6px solid ${({ theme, $destructive }) => ($destructive ? '#fff' : theme.colors.accent)};
`;

export const Body = styled.div`
  flex: 1;
  & > p { margin: 0; }
`;

export const ToastTitle = styled.p`
  font-weight: 700;
`;

export const Dismiss = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  --focus-ring: #fff;
`;
