import { describe, expect, it } from 'vitest';
import { colourModeScript, resolveColour, useColourMode } from './colour-mode';

describe('colour mode (spec §4)', () => {
  it('system follows the OS, an explicit preference wins, a forced page mode beats both', () => {
    expect(resolveColour('system', null, 'dark')).toBe('dark');
    expect(resolveColour('system', null, 'light')).toBe('light');
    expect(resolveColour('light', null, 'dark')).toBe('light');
    expect(resolveColour('dark', 'light', 'dark')).toBe('light');
    expect(resolveColour('system', 'dark', 'light')).toBe('dark');
  });

  it('persists only the preference, which the head script reads back', () => {
    useColourMode.getState().setPreference('dark');
    const stored = JSON.parse(localStorage.getItem('hajz-colour-mode') ?? '{}');
    expect(stored.state).toEqual({ preference: 'dark' });
    document.documentElement.className = '';
    new Function(colourModeScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    useColourMode.getState().setForced('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    useColourMode.getState().setForced(null);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
