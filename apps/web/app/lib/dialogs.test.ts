import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultDialogMaxWidth, openDialog, registerDialog, useDialogs } from './dialogs';

describe('dialog registry (spec §2)', () => {
  it('opens only registered dialogs, remembers props and the element to refocus', () => {
    registerDialog('probe', { component: lazy(async () => ({ default: () => null })) });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    openDialog('probe', { id: 7 });
    expect(useDialogs.getState()).toMatchObject({ name: 'probe', props: { id: 7 }, returnFocus: button });
    useDialogs.getState().close();
    expect(useDialogs.getState().name).toBeNull();
    expect(() => openDialog('nope')).toThrow(/unknown dialog/);
    expect(defaultDialogMaxWidth).toBe(638);
  });
});
