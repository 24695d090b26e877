/**
 * The settings the site keeps for the visit: density and direction, as a reducer. The colour mode is not here:
 * it is Docusaurus's (`useColorMode`), and what follows it reads it where Docusaurus puts it (`usePaletteMode.ts`).
 */
import type { Direction } from '../muiTheme/themeTokens';

export interface SiteSettings {
  dense: boolean;
  direction: Direction;
}

export const DEFAULT_SETTINGS: SiteSettings = { dense: false, direction: 'ltr' };

export type SettingsAction =
  { type: 'SET_DENSE'; payload: boolean } | { type: 'RESET_DENSITY' } | { type: 'SET_DIRECTION'; payload: Direction };

/** Returns the same object when an action changes nothing, so consumers do not re-render. */
export function settingsReducer(state: SiteSettings, action: SettingsAction): SiteSettings {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === DEFAULT_SETTINGS.dense ? state : { ...state, dense: DEFAULT_SETTINGS.dense };
    case 'SET_DIRECTION':
      return state.direction === action.payload ? state : { ...state, direction: action.payload };
    default:
      throw new Error(`Unrecognized type ${(action as { type: string }).type}`);
  }
}
