import { useDialogs } from './dialogs';

/**
 * Moves from the top dialog to `name` in one step (service show → appointment → guest → success): one dialog
 * on screen at a time, and focus still returns to what opened the first one when the last one closes.
 */
export function replaceDialog(name: string, props: Record<string, unknown> = {}): number {
  const dialogs = useDialogs.getState();
  const from = dialogs.stack.at(-1);
  const id = dialogs.open(name, props);
  if (from) {
    useDialogs.setState((s) => ({
      stack: s.stack
        .filter((d) => d.id !== from.id)
        .map((d) => (d.id === id ? { ...d, returnFocus: from.returnFocus } : d)),
    }));
  }
  return id;
}
