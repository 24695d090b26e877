import { DEFAULT_SETTINGS, settingsReducer, type SettingsAction } from '../../../src/lib/settings';

describe('settingsReducer', () => {
  it('starts not dense, left to right, in light mode', () => {
    expect(DEFAULT_SETTINGS).toEqual({ dense: false, direction: 'ltr', paletteMode: 'light' });
  });

  it('sets and resets density', () => {
    const dense = settingsReducer(DEFAULT_SETTINGS, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    expect(settingsReducer(dense, { type: 'RESET_DENSITY' }).dense).toBe(false);
  });

  it('changes palette mode and direction together or apart', () => {
    const changed = settingsReducer(DEFAULT_SETTINGS, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } });
    expect(changed).toEqual({ dense: false, direction: 'rtl', paletteMode: 'dark' });
    expect(settingsReducer(changed, { type: 'CHANGE', payload: { direction: 'ltr' } })).toEqual({
      dense: false,
      direction: 'ltr',
      paletteMode: 'dark',
    });
  });

  it.each<[string, SettingsAction]>([
    ['the same density', { type: 'SET_DENSE', payload: false }],
    ['a density reset when not dense', { type: 'RESET_DENSITY' }],
    ['the same palette mode and direction', { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } }],
    ['an empty change', { type: 'CHANGE', payload: {} }],
  ])('returns the same state object for %s', (_case, action) => {
    expect(settingsReducer(DEFAULT_SETTINGS, action)).toBe(DEFAULT_SETTINGS);
  });

  it('throws on an unknown action', () => {
    expect(() => settingsReducer(DEFAULT_SETTINGS, { type: 'TOGGLE_EVERYTHING' } as unknown as SettingsAction)).toThrow(
      'Unrecognized type TOGGLE_EVERYTHING',
    );
  });
});
