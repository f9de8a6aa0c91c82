// The intervention selector without React: pointing at, focusing or choosing a topic shows its description.
import { enhanceAllChoices } from '../../src/shared/ui/enhance-choices.ts';

export const enhance = (root: HTMLElement) => enhanceAllChoices(root, { follow: true });
