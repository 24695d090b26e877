import { DEFAULT_SETTINGS, settingsReducer, type SettingsAction } from '../state/siteSettings';
import { createSiteSettingsStore } from '../state/settingsStore';

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

describe('the settings store', () => {
  it('tells its readers about a change, and keeps the same snapshot until one', () => {
    const store = createSiteSettingsStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.dispatch({ type: 'SET_DIRECTION', payload: 'ltr' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.dispatch({ type: 'SET_DIRECTION', payload: 'rtl' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ dense: false, direction: 'rtl' });
  });

  it('stops telling a reader that unsubscribed', () => {
    const store = createSiteSettingsStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'SET_DENSE', payload: true });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().dense).toBe(true);
  });
});
