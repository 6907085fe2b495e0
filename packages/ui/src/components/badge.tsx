import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'accent' | 'success' | 'muted' | 'danger';

const tones = {
  default: css`background: #e6ebf3; color: ${({ theme }) => theme.colors.navy};`,
  accent: css`background: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.onAccent};`,
  success: css`background: #dcfae6; color: ${({ theme }) => theme.colors.success};`,
  muted: css`background: #eef0f4; color: ${({ theme }) => theme.colors.muted};`,
  danger: css`background: #fee4e2; color: ${({ theme }) => theme.colors.danger};`,
};

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
  ${({ $variant = 'default' }) => tones[$variant]}
`;
