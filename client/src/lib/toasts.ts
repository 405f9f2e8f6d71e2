import { useSyncExternalStore } from 'react';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A tiny store so that non-React code (the Apollo error link) can raise toasts too. */
export const showToast = (kind: ToastKind, text: string) => {
  if (toasts.some((toast) => toast.text === text && toast.kind === kind)) return;
  toasts = [...toasts, { id: nextId++, kind, text }];
  emit();
};

export const dismissToast = (id: number) => {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
};

/** A prerendered page shows no toast (one array, as React compares snapshots by identity). */
const noToasts: typeof toasts = [];

export const useToasts = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => noToasts,
  );
