import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'hero-carousel',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
