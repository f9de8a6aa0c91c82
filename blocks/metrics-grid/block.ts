import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'metrics-grid',
  component: () => import('./index.tsx'),
});
