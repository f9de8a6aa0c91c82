import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'workforce-figures',
  component: () => import('./index.tsx'),
});
