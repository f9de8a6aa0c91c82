// The folders the server writes (DATA_DIR, UPLOAD_DIR): there, ours alone, writable, with room; and
// the build it serves (SITE_DIR and the page renderer beside it).
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config.ts';
import { type Finding, finding } from './check.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.floor(bytes / MB).toLocaleString('en-IN')} MB`;

export function checkFolder(check: string, dir: string, needBytes: number): Finding {
  if (!fs.existsSync(dir)) return finding(check, 'warn', `${dir} does not exist yet: the server creates it at start`);
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return finding(check, 'fail', `${dir} is not a folder`);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    return finding(check, 'fail', `${dir} is not writable by this user (uid ${process.getuid?.()})`);
  }
  const { bavail, bsize } = fs.statfsSync(dir);
  const free = bavail * bsize;
  const notes: string[] = [`${megabytes(free)} free`];
  let verdict: Finding['verdict'] = 'ok';
  if (free < needBytes) {
    verdict = free < needBytes / 10 ? 'fail' : 'warn';
    notes.push(`less than the ${megabytes(needBytes)} it should have`);
  }
  if ((stat.mode & 0o077) !== 0) {
    verdict = verdict === 'fail' ? 'fail' : 'warn';
    notes.push(`open to other users (mode ${(stat.mode & 0o777).toString(8)}): chmod -R go-rwx ${dir}`);
  }
  if (process.getuid && stat.uid !== process.getuid()) {
    verdict = verdict === 'fail' ? 'fail' : 'warn';
    notes.push(`owned by uid ${stat.uid}, not this user (${process.getuid()})`);
  }
  return finding(check, verdict, `${dir}: ${notes.join('; ')}`);
}

export function checkBuild(siteDir: string): Finding {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    return finding(
      'build',
      'fail',
      `no site in ${siteDir} (no index.html): run npm run build (and npm run site:release)`,
    );
  }
  const real = fs.realpathSync(siteDir);
  const where = real === path.resolve(siteDir) ? siteDir : `${siteDir} -> ${real}`;
  const missing = [
    ['_routes.json', path.join(siteDir, '_routes.json')],
    ['index.html.br (precompressed copies)', path.join(siteDir, 'index.html.br')],
    ['../server/entry-server.js (the form page renderer)', path.resolve(siteDir, '..', 'server', 'entry-server.js')],
  ].filter(([, file]) => !fs.existsSync(file));
  if (missing.length > 0)
    return finding('build', 'warn', `${where}: missing ${missing.map(([name]) => name).join(', ')}`);
  const built = fs.statSync(path.join(siteDir, 'index.html')).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return finding('build', 'ok', `${where}, built ${built} UTC`);
}

export function checkFolders(config: ServerConfig): Finding[] {
  const found = [checkFolder('data dir', config.dataDir, 1024 * MB)];
  if (config.uploadDir) found.push(checkFolder('upload dir', config.uploadDir, config.uploadQuotaBytes));
  return found;
}
