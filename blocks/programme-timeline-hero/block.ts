import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'programme-timeline-hero',
  component: () => import('./index.tsx'),
  enhancer: () => import('./enhance.ts'),
});
