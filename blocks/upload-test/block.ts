import { defineBlock } from '../../src/shared/block-registration.ts';

export default defineBlock({
  type: 'upload-test',
  component: () => import('./index.tsx'),
  // A form: its checks, state and messages stay React, loaded when the visitor first touches it (what is done
  // before is kept for it). Not 'idle': React's start after load cost 2.6-5.3 s of TBT in Lighthouse.
  island: { wake: 'touch', form: true },
});
