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

/**
 * Where toasts come from, the rule for every screen: never over the control the customer is using, as that is the
 * button they need next (a dialog's Continue, a thread's Send). A dialog on a phone is a sheet rising from the
 * bottom with its actions there, so while one is open toasts come from the top; otherwise they come from the edge
 * away from the focused control (the one just pressed, or the field being typed in): from the top when it sits in
 * the lower half of the screen, else from the bottom, clear of the header and its menus.
 */
export function toastEdge(
  focused: { getBoundingClientRect(): { top: number; bottom: number } } | null,
  viewportHeight: number,
  sheetOpen: boolean,
): 'top' | 'bottom' {
  if (sheetOpen) return 'top';
  if (!focused) return 'bottom';
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

let lastTouched: Element | null = null;

/**
 * Remembers what the customer last pressed or focused (installed once by the Toaster): a button disabled while its
 * request runs loses the focus, and the toast that answers it must still keep clear of it.
 */
export function watchControls(doc: Document): () => void {
  const remember = (event: Event) => {
    if (event.target instanceof Element) lastTouched = event.target;
  };
  doc.addEventListener('focusin', remember, true);
  doc.addEventListener('pointerdown', remember, true);
  return () => {
    doc.removeEventListener('focusin', remember, true);
    doc.removeEventListener('pointerdown', remember, true);
  };
}

/** The control in use: the focused one, else the one last pressed or focused while it is still on the page. */
export function controlInUse(doc: Document): Element | null {
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== doc.documentElement) return active;
  return lastTouched?.isConnected ? lastTouched : null;
}

/** Shorthand used outside React (the API client, error handlers). */
export const toast = (title: string, color: ToastColor = 'info', description?: string) =>
  useToasts.getState().add({ title, color, description });
