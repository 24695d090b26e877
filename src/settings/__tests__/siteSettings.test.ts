import { DEFAULT_SETTINGS, settingsReducer, type SettingsAction } from '../state/siteSettings';

describe('settingsReducer', () => {
  it('starts not dense, left to right, with no colour mode of its own (Docusaurus keeps it)', () => {
    expect(DEFAULT_SETTINGS).toEqual({ dense: false, direction: 'ltr' });
  });

  it('sets and resets density', () => {
    const dense = settingsReducer(DEFAULT_SETTINGS, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    expect(settingsReducer(dense, { type: 'RESET_DENSITY' }).dense).toBe(false);
  });

  it('changes the direction and keeps the density', () => {
    const dense = settingsReducer(DEFAULT_SETTINGS, { type: 'SET_DENSE', payload: true });
    const rightToLeft = settingsReducer(dense, { type: 'SET_DIRECTION', payload: 'rtl' });
    expect(rightToLeft).toEqual({ dense: true, direction: 'rtl' });
    expect(settingsReducer(rightToLeft, { type: 'SET_DIRECTION', payload: 'ltr' })).toEqual({ dense: true, direction: 'ltr' });
  });

  it.each<[string, SettingsAction]>([
    ['the same density', { type: 'SET_DENSE', payload: false }],
    ['a density reset when not dense', { type: 'RESET_DENSITY' }],
    ['the same direction', { type: 'SET_DIRECTION', payload: 'ltr' }],
  ])('returns the same state object for %s', (_case, action) => {
    expect(settingsReducer(DEFAULT_SETTINGS, action)).toBe(DEFAULT_SETTINGS);
  });

  it('throws on an unknown action', () => {
    expect(() => settingsReducer(DEFAULT_SETTINGS, { type: 'TOGGLE_EVERYTHING' } as unknown as SettingsAction)).toThrow(
      'Unrecognized type TOGGLE_EVERYTHING',
    );
  });
});
