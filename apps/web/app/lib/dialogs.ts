import { create } from 'zustand';
import type { ComponentType, LazyExoticComponent } from 'react';
import { track } from './tracking';

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

export type OpenDialog = {
  id: number;
  name: string;
  props: Record<string, unknown>;
  /** What had focus when the dialog opened: focus goes back there on close (there is no Radix trigger). */
  returnFocus: HTMLElement | null;
};

type DialogState = {
  /** Open dialogs, bottom first: a confirm or terms dialog can sit over another dialog. */
  stack: OpenDialog[];
  open(name: string, props?: Record<string, unknown>): number;
  /** Closes the top dialog, or the one with `id`. */
  close(id?: number): void;
  closeAll(): void;
};

let nextId = 1;

export const useDialogs = create<DialogState>()((set, get) => ({
  stack: [],
  open(name, props = {}) {
    if (!registry.has(name)) throw new Error(`unknown dialog ${name}`);
    const active = typeof document !== 'undefined' ? document.activeElement : null;
    const id = nextId++;
    set({
      stack: [
        ...get().stack,
        { id, name, props, returnFocus: active instanceof HTMLElement ? active : null },
      ],
    });
    // Spec §7: dialog_open / dialog_close with the component (the registry name).
    track({ event: 'dialog_open', component: name });
    return id;
  },
  close(id) {
    const stack = get().stack;
    const target = id ?? stack.at(-1)?.id;
    const closing = stack.find((d) => d.id === target);
    set({ stack: stack.filter((d) => d.id !== target) });
    if (closing) track({ event: 'dialog_close', component: closing.name });
  },
  closeAll() {
    const closing = get().stack;
    set({ stack: [] });
    for (const d of closing.toReversed()) track({ event: 'dialog_close', component: d.name });
  },
}));

export const openDialog = (name: string, props?: Record<string, unknown>) =>
  useDialogs.getState().open(name, props);
