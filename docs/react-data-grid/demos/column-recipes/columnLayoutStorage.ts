import type {
  GridColumnDimensions,
  GridColumnsInitialState,
} from '@mui/x-data-grid-pro';

/**
 * localStorage can throw: it is missing on the server, blocked by privacy
 * settings, full, or holds a value written by an older version of the page.
 * Every access is wrapped so that the grid falls back to its default layout.
 */
export function readLayout(key: string, fields: string[]): GridColumnsInitialState {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) {
      return {};
    }
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) {
      return {};
    }
    const { orderedFields, dimensions } = parsed as GridColumnsInitialState;
    // Keep only the widths of columns that still exist, as objects of numbers.
    const validDimensions: Record<string, GridColumnDimensions> = {};
    if (typeof dimensions === 'object' && dimensions !== null) {
      Object.entries(dimensions).forEach(([field, value]) => {
        if (
          fields.includes(field) &&
          typeof value === 'object' &&
          value !== null &&
          Object.values(value).every((size) => typeof size === 'number')
        ) {
          validDimensions[field] = value;
        }
      });
    }
    return {
      orderedFields: Array.isArray(orderedFields)
        ? orderedFields.filter((field) => typeof field === 'string')
        : undefined,
      dimensions: validDimensions,
    };
  } catch {
    return {};
  }
}

export function writeLayout(key: string, layout: GridColumnsInitialState) {
  try {
    window.localStorage.setItem(key, JSON.stringify(layout));
  } catch {
    // Storage full or unavailable: the layout simply is not remembered.
  }
}

export function removeLayout(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
