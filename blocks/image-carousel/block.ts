import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'image-carousel',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
