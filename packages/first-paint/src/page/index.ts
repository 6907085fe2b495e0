// @wsms/first-paint/page: the HTML of a visit's first paint, for the gateway (see ../../README.md).
export { createFirstPaint, withHeadTags, type FirstPaint, type FirstPaintRequest } from './first-paint-page';
export { clientManifest } from './script-preloads';
export { releaseOf, type PrerenderedPages } from './snapshots';
