import { Button, VisuallyHidden, type ButtonSize, type ButtonVariant } from '@wsms/ui';
import type { ReactNode } from 'react';

/** An external link, opened in a new tab without giving it a handle on this page. */
export function NewTabLink({ href, children, variant = 'primary', size, fullWidth }: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}) {
  return (
    <Button as="a" href={href} target="_blank" rel="noopener noreferrer" variant={variant} size={size} fullWidth={fullWidth}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
