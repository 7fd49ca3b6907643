import { lazy } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultDialogMaxWidth, openDialog, registerDialog, useDialogs } from './dialogs';

describe('dialog registry (spec §2)', () => {
  beforeEach(() => useDialogs.getState().closeAll());
  registerDialog('probe', { component: lazy(async () => ({ default: () => null })) });
  registerDialog('confirm-probe', { component: lazy(async () => ({ default: () => null })) });

  it('opens only registered dialogs, remembers props and the element to refocus', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    openDialog('probe', { id: 7 });
    expect(useDialogs.getState().stack).toEqual([
      expect.objectContaining({ name: 'probe', props: { id: 7 }, returnFocus: button }),
    ]);
    useDialogs.getState().close();
    expect(useDialogs.getState().stack).toEqual([]);
    expect(() => openDialog('nope')).toThrow(/unknown dialog/);
    expect(defaultDialogMaxWidth).toBe(638);
  });

  it('stacks a dialog over another and closes the top one, or one by id', () => {
    const below = openDialog('probe');
    openDialog('confirm-probe');
    expect(useDialogs.getState().stack.map((d) => d.name)).toEqual(['probe', 'confirm-probe']);
    useDialogs.getState().close();
    expect(useDialogs.getState().stack.map((d) => d.name)).toEqual(['probe']);
    openDialog('confirm-probe');
    useDialogs.getState().close(below);
    expect(useDialogs.getState().stack.map((d) => d.name)).toEqual(['confirm-probe']);
  });
});
