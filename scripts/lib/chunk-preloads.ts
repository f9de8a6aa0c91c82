// The build's scripts read the manifest with the render core's types.
export { closureOf, type Manifest } from '../../server/site/render/chunk-preloads.ts';
