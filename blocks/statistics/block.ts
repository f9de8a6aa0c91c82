import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'statistics',
  component: () => import('./index.tsx'),
});
