import type { DemoSources } from '../../demoSources';
import type { DemoScope } from './live/compileDemo';

/**
 * A demo's sources from the JSON file the build emitted for them (scopeModule.ts says why a file), with the scope
 * the page's demos module holds, in the shape `useDemoSources` reads. A failed download or an unreadable answer
 * rejects with what went wrong, and the next call asks again.
 */
export async function fetchDemoSources(url: URL, scope: DemoScope): Promise<{ default: DemoSources; scope: DemoScope }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The demo's sources (${url.pathname}) answered ${response.status}.`);
  const sources = (await response.json()) as DemoSources;
  return { default: sources, scope };
}
