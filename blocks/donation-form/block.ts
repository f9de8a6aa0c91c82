import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'donation-form',
  component: () => import('./index.tsx'),
  // A form: its checks, state and messages stay React, loaded when the visitor first touches it.
  island: { wake: 'touch', form: true },
});
