import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'timeline',
  component: () => import('./index.tsx'),
});
