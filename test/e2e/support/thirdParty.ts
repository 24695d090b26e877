/**
 * The e2e build talks to analytics and the ad network on reserved `.test` hosts (scripts/e2e-hosts.mjs). Every browser
 * of the suite resolves them to one quiet server (thirdPartyServer.mjs, started by globalSetup.mjs), as if the services
 * were up but had nothing to say. A test that needs more answers a request with a route of its own, or resolves a host
 * to a server of its own with a rule before these (`chromiumLaunchOptions`).
 *
 * A host rule, not a route: a route makes Playwright intercept every request of its context, the site's own files
 * included, and turn the context's HTTP cache off.
 */
export function thirdPartyHostRules(): string[] {
  const port = process.env.E2E_THIRD_PARTY_PORT;
  return port ? [`MAP *.x-docs.test 127.0.0.1:${port}`] : [];
}
