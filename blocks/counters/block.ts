import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'counters',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
