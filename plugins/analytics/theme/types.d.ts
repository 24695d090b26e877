/**
 * What the analytics plugin offers the chrome and other features: the `@theme/…` modules of
 * `plugins/analytics/theme/`, declared as Docusaurus's own plugins declare theirs. Each re-exports its file by a
 * `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/Analytics/UserProperties' {
  export { default } from '@site/plugins/analytics/theme/Analytics/UserProperties';
}

declare module '@theme/Analytics/sendAdEvent' {
  export { default } from '@site/plugins/analytics/theme/Analytics/sendAdEvent';
}

declare module '@theme/Consent/ConsentBanner' {
  export { default } from '@site/plugins/analytics/theme/Consent/ConsentBanner';
}

declare module '@theme/Consent/CookiePreferencesButton' {
  export { default } from '@site/plugins/analytics/theme/Consent/CookiePreferencesButton';
}

declare module '@theme/PageFeedback' {
  export { default } from '@site/plugins/analytics/theme/PageFeedback';
}
