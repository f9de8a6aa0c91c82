import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'india-map',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
