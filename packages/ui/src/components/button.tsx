import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { StyledButton, type ButtonSize, type ButtonVariant } from './button-styles';

type OwnProps<C extends ElementType> = {
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof OwnProps<C>>;

/** A button, or any element styled as one: `<Button as={Link} to="/contact">`. */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth,
  ...rest
}: ButtonProps<C>) {
  const defaults = as ? {} : { type: 'button' };
  return (
    <StyledButton
      as={as as ElementType}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...defaults}
      {...(rest as Record<string, unknown>)}
    />
  );
}

export type { ButtonSize, ButtonVariant };
