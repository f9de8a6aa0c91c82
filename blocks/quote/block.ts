import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'quote',
  component: () => import('./index.tsx'),
});
