import type { ComponentType } from 'react';
import type { DemoProps } from '.';
import { lazyDemoFrame, type DemoFrameModule } from './lazyFrame';

// The demos plugin defines the flag in the server's bundle only; the browser's bundle drops the `require`.
const serverFrame = process.env.X_DOCS_SERVER_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders the frame in place, at once
    (require('@theme/Demo') as DemoFrameModule)
  : null;

/**
 * The `Demo` of every page with demos (remarkDemos imports it): `@theme/Demo`, the site's wrapper included, loaded
 * beside the page (lazyFrame.tsx) from one chunk of its own, `demo-frame`, which every page shares. A name of its own
 * keeps the frame's code out of the small chunk the pages load with their text (plugins/demos/index.ts).
 */
const PageDemoFrame: ComponentType<DemoProps> = lazyDemoFrame(
  () => import(/* webpackChunkName: "demo-frame" */ '@theme/Demo'),
  serverFrame,
);
export default PageDemoFrame;
