import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'hero',
  component: () => import('./index.tsx'),
});
