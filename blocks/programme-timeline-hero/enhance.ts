// The programme years without React: choosing a year shows its figure and caption (the shared choices
// enhancer) and its picture (the n-th [data-year-picture]).
import { enhanceAllChoices } from '../../src/shared/ui/enhance-choices.ts';

export const enhance = (root: HTMLElement) =>
  enhanceAllChoices(root, {
    show: (index) => {
      root.querySelectorAll<HTMLElement>('[data-year-picture]').forEach((picture, i) => {
        picture.hidden = i !== index;
      });
    },
  });
