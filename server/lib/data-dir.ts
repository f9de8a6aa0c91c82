// DATA_DIR holds every submission in clear text (PGlite's tables and WAL), so only the server's
// own user may read it, as PostgreSQL itself insists for its data directory. A directory we
// create is 0700; one that already exists and is looser is reported with the command that fixes
// it rather than refused, so an upgrade never stops a running site (docs/decisions.md: "DATA_DIR is the owner's alone").
import fs from 'node:fs';
import path from 'node:path';

/** Files created from here on are the owner's alone (0600, folders 0700). Call before opening PGlite. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates DATA_DIR as 0700 if missing. Returns a warning when it (or pgdata in it) is open to others. */
export function prepareDataDir(dataDir: string): string | undefined {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const loose = [dataDir, path.join(dataDir, 'pgdata')].filter((dir) => {
    try {
      return (fs.statSync(dir).mode & 0o077) !== 0;
    } catch {
      return false; // pgdata not created yet
    }
  });
  if (loose.length === 0) return undefined;
  return (
    `${loose[0]} can be read by other users of this machine, and it holds every submission. ` +
    `Fix it with: chmod -R go-rwx ${JSON.stringify(dataDir)}`
  );
}

/**
 * PGlite's file layer (Emscripten's NODEFS) sets its files to 0666 itself, whatever the umask,
 * so the tree is tightened after opening and after closing: files 0600, folders 0700. Files made
 * while running stay unreachable to others anyway, inside DATA_DIR's 0700 folders.
 */
export function tightenTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      fs.chmodSync(full, 0o700);
      tightenTree(full);
    } else fs.chmodSync(full, 0o600);
  }
}
