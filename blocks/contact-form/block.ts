import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'contact-form',
  component: () => import('./index.tsx'),
  // A form: its checks, state and messages stay React, loaded once the page has loaded and the browser is
  // idle, or when the visitor first touches it if that is sooner.
  island: { wake: 'idle', form: true },
});
