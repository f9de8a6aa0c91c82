import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'programme-cards',
  component: () => import('./index.tsx'),
});
