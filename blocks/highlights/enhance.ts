// Highlights without React: in each category card, the description follows the point pointed at, focused or chosen.
import { enhanceAllChoices } from '../../src/shared/ui/enhance-choices.ts';

export const enhance = (root: HTMLElement) => enhanceAllChoices(root, { follow: true });
