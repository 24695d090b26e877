/**
 * The site settings: density, direction and palette mode, as a
 * reducer. The mode a reader chose (light, dark or system) lives beside it in
 * `preferences.ts`; the reducer holds the resolved palette mode.
 */
import type { Direction, PaletteMode } from './themeTokens';

export interface SiteSettings {
  dense: boolean;
  direction: Direction;
  paletteMode: PaletteMode;
}

export const DEFAULT_SETTINGS: SiteSettings = { dense: false, direction: 'ltr', paletteMode: 'light' };

export type SettingsAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: Partial<Pick<SiteSettings, 'paletteMode' | 'direction'>> };

/** Returns the same object when an action changes nothing, so consumers do not re-render. */
export function settingsReducer(state: SiteSettings, action: SettingsAction): SiteSettings {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === DEFAULT_SETTINGS.dense ? state : { ...state, dense: DEFAULT_SETTINGS.dense };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      if (paletteMode === state.paletteMode && direction === state.direction) {
        return state;
      }
      return { ...state, paletteMode, direction };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: string }).type}`);
  }
}
