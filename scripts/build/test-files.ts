/**
 * The unit test files (`*.test.ts(x)`, browser tests in tests/e2e apart), split by the environment they
 * declare: `@vitest-environment node` in the file's first lines, or a document (jsdom) otherwise. Vitest's
 * projects (vite.config.ts) run each kind with only the set-up it needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const NODE_ENVIRONMENT = /@vitest-environment node\b/;

export function testFilesByEnvironment(folders: string[], root = process.cwd()) {
  const node: string[] = [];
  const dom: string[] = [];
  for (const folder of folders) {
    const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !TEST_FILE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name).slice(root.length + 1);
      if (file.startsWith('tests/e2e/') || file.includes('node_modules/')) continue;
      const head = readFileSync(join(root, file), 'utf8').slice(0, 600);
      (NODE_ENVIRONMENT.test(head) ? node : dom).push(file);
    }
  }
  return { node, dom };
}
