import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'call-to-action',
  component: () => import('./index.tsx'),
});
