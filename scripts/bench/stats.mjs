/** The median of some figures and their spread: runs on a shared 2-core machine vary a lot. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const spread = (values) => [Math.min(...values), Math.max(...values)];
