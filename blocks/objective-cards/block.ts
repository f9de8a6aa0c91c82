import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'objective-cards',
  component: () => import('./index.tsx'),
});
