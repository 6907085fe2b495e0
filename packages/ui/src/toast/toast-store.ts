export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it shows; TOAST_DURATION_MS when not given (a short 'done' note may be briefer). */
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the list (hidden) this long, as the spec's notification rules say. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function schedule(id: number, delay: number, action: () => void) {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => { timers.delete(id); action(); }, delay));
}

function remove(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

export function dismiss(id?: number) {
  const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  targets.forEach((t) => schedule(t.id, TOAST_REMOVE_DELAY_MS, () => remove(t.id)));
}

export function toast(input: ToastInput) {
  const id = nextId++;
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  dropped.forEach((t) => clearTimeout(timers.get(t.id)));
  emit([{ ...input, variant: input.variant ?? 'default', id, open: true }, ...toasts.slice(0, TOAST_LIMIT - 1)]);
  schedule(id, input.durationMs ?? TOAST_DURATION_MS, () => dismiss(id));
  return { id, dismiss: () => dismiss(id) };
}

export function getToasts() {
  return toasts;
}

export function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  emit([]);
}
