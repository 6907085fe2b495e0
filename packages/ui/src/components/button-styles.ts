import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.onNavy};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.navyRaised}; }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not(:disabled) { background: rgba(255, 122, 26, 0.12); }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.15); }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
};

const sizes = {
  sm: css`padding: 6px 12px; font-size: 0.875rem; min-height: 36px;`,
  md: css`padding: 10px 18px; font-size: 1rem; min-height: 44px;`,
  lg: css`padding: 14px 26px; font-size: 1.125rem; min-height: 52px;`,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s ease, transform 0.15s ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** The face of a link styled as a button: lays its content out as the link itself would. */
export const ButtonFace = styled.span`
  display: inherit;
  align-items: inherit;
  justify-content: inherit;
  gap: inherit;
`;
