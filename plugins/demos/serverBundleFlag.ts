/** An expression the demos plugin defines as `true` in the server's bundle and `false` in the browser's. */
export const SERVER_BUNDLE_FLAG = 'process.env.X_DOCS_SERVER_BUNDLE';
