import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'impact-areas',
  component: () => import('./index.tsx'),
});
