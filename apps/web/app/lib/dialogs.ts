import { create } from 'zustand';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Spec §2: the default maximum dialog width. */
export const defaultDialogMaxWidth = 638;

export type DialogProps<P = Record<string, unknown>> = P & { close: () => void };

export type DialogDefinition = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: LazyExoticComponent<ComponentType<any>>;
  maxWidth?: number;
};

const registry = new Map<string, DialogDefinition>();

/** Features register their dialogs once at start-up (app/dialogs.ts); nothing opens a dialog ad hoc. */
export function registerDialog(name: string, definition: DialogDefinition) {
  registry.set(name, definition);
}

export const dialogDefinition = (name: string) => registry.get(name);

type DialogState = {
  name: string | null;
  props: Record<string, unknown>;
  /** What had focus when the dialog opened: focus goes back there on close (there is no Radix trigger). */
  returnFocus: HTMLElement | null;
  open(name: string, props?: Record<string, unknown>): void;
  close(): void;
};

export const useDialogs = create<DialogState>()((set) => ({
  name: null,
  props: {},
  returnFocus: null,
  open(name, props = {}) {
    if (!registry.has(name)) throw new Error(`unknown dialog ${name}`);
    const active = typeof document !== 'undefined' ? document.activeElement : null;
    set({ name, props, returnFocus: active instanceof HTMLElement ? active : null });
  },
  close() {
    set({ name: null });
  },
}));

export const openDialog = (name: string, props?: Record<string, unknown>) => useDialogs.getState().open(name, props);
