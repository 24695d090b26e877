/**
 * The URL segment of an API page: `DataGridPro` → `data-grid-pro`,
 * `GridColDef` → `grid-col-def`, `SparkLineChart` → `spark-line-chart`.
 * Runs of capitals stay together (`GridCSVExport` → `grid-csv-export`);
 * underscores become dashes (`Unstable_RadarChart` → `unstable-radar-chart`).
 */
export function toKebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .replace(/-{2,}/g, '-')
    .toLowerCase();
}
