// Shared at run time (one instance per page): the store is module state, so a toast raised by a
// remote must reach the one <Toaster /> the shell renders.
export {
  toast,
  dismiss,
  getToasts,
  resetToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store';
export { useToast } from './use-toast';
export { Toaster } from './toaster';
