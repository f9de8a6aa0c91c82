import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'apply-cards',
  component: () => import('./index.tsx'),
});
