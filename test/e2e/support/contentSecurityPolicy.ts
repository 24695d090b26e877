import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page and its later navigations, as the browser reports it
 * to the page (`securitypolicyviolation`), from before the first script runs.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(`console: ${message.text()}`);
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [])),
    ...consoleReports,
  ];
}
