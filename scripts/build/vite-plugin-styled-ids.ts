/**
 * Gives every styled component a stable componentId derived from its file and position.
 * Without it styled-components numbers components in the order their modules run, and with
 * per-block code splitting that order differs between the prerenderer (all blocks) and the
 * browser (only the page's blocks), so class names would not match when the page hydrates.
 * Runs after TypeScript is stripped, on our own source only.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Index just past a balanced (...) group starting at `open`, or -1. */
function skipParens(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Inserts `.withConfig({ componentId })` after each `styled.tag` / `styled(Component)` that starts a definition. */
export function addComponentIds(code: string, fileKey: string): string {
  const prefix = `s${createHash('sha1').update(fileKey).digest('hex').slice(0, 6)}`;
  let out = '';
  let last = 0;
  let count = 0;
  const pattern = /\bstyled(\.[A-Za-z][A-Za-z0-9]*|\()/g;
  for (let match = pattern.exec(code); match; match = pattern.exec(code)) {
    const end = match[1] === '(' ? skipParens(code, match.index + 'styled'.length) : match.index + match[0].length;
    if (end < 0) continue;
    if (code.startsWith('.withConfig', end)) continue;
    const rest = code.slice(end).trimStart();
    if (!rest.startsWith('`') && !rest.startsWith('.attrs(')) continue;
    out += `${code.slice(last, end)}.withConfig({ componentId: "${prefix}${count++}" })`;
    last = end;
    pattern.lastIndex = end;
  }
  return out + code.slice(last);
}

export function styledIdsPlugin(): Plugin {
  let root = '';
  return {
    name: 'styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (
        id.includes('node_modules') ||
        id.startsWith('\0') ||
        !/\.[jt]sx?$/.test(id.split('?')[0]) ||
        !code.includes('styled')
      )
        return;
      return { code: addComponentIds(code, relative(root, id.split('?')[0])), map: null };
    },
  };
}
