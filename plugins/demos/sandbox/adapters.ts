/** The date library each date adapter of the pickers needs. */
import { importedModules } from './imports';

export const ADAPTER_PACKAGES: Record<string, string> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsBase: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

export function adapterPackage(adapterName: string): string {
  const packageName = ADAPTER_PACKAGES[adapterName];
  if (!packageName) {
    throw new Error(`Can't determine required npm package for adapter '${adapterName}'`);
  }
  return packageName;
}

/** The date libraries a demo needs for the adapters it imports. */
export function adapterPackagesOf(source: string): string[] {
  const adapters = importedModules(source)
    .map((specifier) => /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)/.exec(specifier)?.[1])
    .filter((adapter): adapter is string => adapter !== undefined);
  return [...new Set(adapters.map(adapterPackage))];
}
