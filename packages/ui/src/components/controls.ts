import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid #8a94a6;
  border-radius: ${({ theme }) => theme.radii.sm};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: #eef0f4; }
`;

export const Input = styled.input`${control}`;
export const Select = styled.select`${control}`;
export const Textarea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;
