import { pictureFiles } from '../pictures/picture-files.ts';
import type { CrossCheck, CrossProblem } from './check-context.ts';
import { addressesUsed } from './walk.ts';

/**
 * A picture in public/images that no page uses still goes out with the site (everything in public/ is
 * copied). Usually it was replaced under another name, or its section was removed.
 */
export const unusedPictures: CrossCheck = (data, { publicDir }) => {
  const used = addressesUsed(data);
  const problems: CrossProblem[] = [];
  for (const address of pictureFiles(publicDir)) {
    if (used.has(address)) continue;
    problems.push({
      severity: 'warning',
      segments: [],
      where: 'public/images',
      message: `the picture public${address} is used by no page, yet it goes out with the site. Delete the file if it is not needed, or use it ("src": "${address}").`,
      fix: { kind: 'delete-picture', src: address, label: 'Delete the picture' },
    });
  }
  return problems;
};
