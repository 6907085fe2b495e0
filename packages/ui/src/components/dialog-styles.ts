import styled from 'styled-components';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(11, 31, 58, 0.6);
`;

export const Panel = styled.div`
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

export const Title = styled.h2`
  font-size: 1.375rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.navy};
`;

export const CloseButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;
