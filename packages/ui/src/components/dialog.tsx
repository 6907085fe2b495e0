import { useId, useRef, type ReactNode } from 'react';
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
