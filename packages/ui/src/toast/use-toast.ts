import { useSyncExternalStore } from 'react';
import { dismiss, getToasts, subscribe, toast } from './toast-store';

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts, toast, dismiss };
}
