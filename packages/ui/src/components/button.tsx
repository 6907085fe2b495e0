import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { ButtonFace, StyledButton, type ButtonSize, type ButtonVariant } from './button-styles';

type OwnProps<C extends ElementType> = {
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof OwnProps<C>>;

/**
 * A button, or any element styled as one: `<Button as={Link} to="/contact">`.
 *
 * A link styled as a button is what the spec calls a button ("a Go to Login button (to /login)"): it
 * stays a link (one tab stop, opens in a new tab, shows its address) and its face inside answers to
 * the button role too, as the link-wrapped buttons of the site it replaces did. The face takes no
 * focus and no click of its own: a click on it is the link's.
 */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth,
  ...rest
}: ButtonProps<C>) {
  const defaults = as ? {} : { type: 'button' };
  const props = rest as Record<string, unknown>;
  const navigates = props.href !== undefined || props.to !== undefined;
  const children = navigates ? <ButtonFace role="button">{props.children as ReactNode}</ButtonFace> : props.children;
  return (
    <StyledButton
      as={as as ElementType}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...defaults}
      {...props}
    >
      {children as ReactNode}
    </StyledButton>
  );
}

export type { ButtonSize, ButtonVariant };
