import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'banner',
  component: () => import('./index.tsx'),
});
