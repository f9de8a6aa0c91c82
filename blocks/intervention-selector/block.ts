import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'intervention-selector',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
