import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'rich-text',
  component: () => import('./index.tsx'),
});
