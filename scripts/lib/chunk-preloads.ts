// Moved to server/publishing/chunk-preloads.ts (#27): the server reads the build's manifest too.
export { closureOf, type Manifest } from '../../server/publishing/chunk-preloads.ts';
