// A folder standing in for a build's site (SITE_DIR) in the static-site tests: made when the test file
// loads, removed after its tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function siteFolderForFile(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    /** Writes `content` at `file`, a path inside the folder, making the folders on the way. */
    write(file: string, content: string) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    },
  };
}
