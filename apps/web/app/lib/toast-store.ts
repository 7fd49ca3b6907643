import { create } from 'zustand';

/** Spec §9: at most 5 toasts kept; a removed toast is dropped 200 ms after it starts closing. */
export const maxToasts = 5;
export const toastRemovalDelayMs = 200;
export const toastDurationMs = 5000;
export const toastSwipeThreshold = 50;

export type ToastColor = 'success' | 'error' | 'info';
export type Toast = {
  id: string;
  open: boolean;
  title: string;
  description?: string;
  color: ToastColor;
  action?: { label: string; onClick: () => void };
};

type ToastState = {
  toasts: Toast[];
  add(toast: Omit<Toast, 'id' | 'open'>): string;
  dismiss(id: string): void;
};

let counter = 0;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  add(toast) {
    // The same message already on screen says nothing new: a second one would only cover more of the page.
    const same = get().toasts.find((t) => t.open && t.title === toast.title && t.color === toast.color);
    if (same) return same.id;
    const id = `t${++counter}`;
    set({ toasts: [...get().toasts, { ...toast, id, open: true }].slice(-maxToasts) });
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) });
    setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), toastRemovalDelayMs);
  },
}));

/** Shorthand used outside React (the API client, error handlers). */
export const toast = (title: string, color: ToastColor = 'info', description?: string) =>
  useToasts.getState().add({ title, color, description });
