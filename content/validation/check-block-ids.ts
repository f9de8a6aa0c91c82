import type { CrossCheck, CrossProblem } from './check-context.ts';

/** A #name link reaches only the first section with that id, so ids are unique on their page. */
export const uniqueBlockIds: CrossCheck = (data) => {
  const problems: CrossProblem[] = [];
  data.pages.forEach((page, pageIndex) => {
    const firstUse = new Map<string, number>();
    page.blocks.forEach((block, blockIndex) => {
      if (typeof block.id !== 'string') return;
      const first = firstUse.get(block.id);
      if (first === undefined) {
        firstUse.set(block.id, blockIndex);
        return;
      }
      problems.push({
        severity: 'error',
        segments: ['pages', pageIndex, 'blocks', blockIndex, 'id'],
        message:
          `the id "${block.id}" is already used by block ${first + 1} (${page.blocks[first].type}) on this page, ` +
          `so a link to #${block.id} could only reach that one. Give each section its own id.`,
      });
    });
  });
  return problems;
};
