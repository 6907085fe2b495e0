import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton, Header, Overlay, Panel, Title } from './dialog-styles';
import { useFocusTrap } from './focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children?: ReactNode;
}

export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Before the focus trap: on close the page is reachable again by the time focus returns to the opener.
  useHideOutside(panel, open);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return createPortal(
    <Overlay onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
      >
        <Header>
          <Title id={`${id}-title`}>{title}</Title>
          <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>×</CloseButton>
        </Header>
        {description && <p id={`${id}-desc`}>{description}</p>}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}

/**
 * While a dialog is open, everything else on the page is hidden from assistive technology (as the
 * page behind a modal is out of reach): a screen reader, or a test looking for a button by its
 * name, finds the dialog's "Create Content", not also the page's button of that name behind it.
 * Live regions (the toasts) stay, so what happens is still announced. Elements already hidden are
 * left as they are and not un-hidden on close.
 */
function useHideOutside(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const hidden: Element[] = [];
    for (const other of Array.from(element.ownerDocument.body.children)) {
      if (other.contains(element) || other.getAttribute('aria-hidden') === 'true' || other.matches('script, style, [aria-live]')) continue;
      // inert as well: nothing hidden from assistive technology may keep focus (axe: aria-hidden-focus).
      other.setAttribute('aria-hidden', 'true');
      other.setAttribute('inert', '');
      hidden.push(other);
    }
    return () => {
      for (const other of hidden) {
        other.removeAttribute('aria-hidden');
        other.removeAttribute('inert');
      }
    };
  }, [panel, open]);
}
