import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'policy-sections',
  component: () => import('./index.tsx'),
});
