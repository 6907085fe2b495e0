import { createPortal } from 'react-dom';
import { useToast } from './use-toast';
import { Body, Dismiss, Region, ToastBox, ToastTitle } from './toaster-styles';

/** At the end of the page, outside the app: an open dialog hides the page behind it, never the toasts. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return createPortal(
    <Region role="region" aria-live="polite" aria-label="Notifications">
      {toasts.filter((t) => t.open).map((t) => (
        <ToastBox key={t.id} role="status" $destructive={t.variant === 'destructive'}>
          <Body>
            <ToastTitle>{t.title}</ToastTitle>
            {t.description && <p>{t.description}</p>}
          </Body>
          <Dismiss type="button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>×</Dismiss>
        </ToastBox>
      ))}
    </Region>,
    document.body,
  );
}
