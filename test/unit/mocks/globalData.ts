/** Plugins' global data in component tests: set `mockGlobalData[pluginName]` before rendering. */
export const mockGlobalData: Record<string, unknown> = {};

export function usePluginData(pluginName: string): unknown {
  return mockGlobalData[pluginName];
}

export default function useGlobalData(): Record<string, unknown> {
  return mockGlobalData;
}
