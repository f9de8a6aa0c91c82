import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'link-cards',
  component: () => import('./index.tsx'),
});
