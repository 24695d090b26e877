/** Component tests run "in the browser", after hydration (a test that needs the hydration render mocks this itself). */
export default function useIsBrowser(): boolean {
  return true;
}
