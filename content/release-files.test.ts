// @vitest-environment node
// Every file a render writes is proven inside its release folder: climbing, absolute, encoded, NUL and
// backslash names are refused, and so is a folder on the way that is a link leading out; nothing is written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPageAddress, linkInside, pathInside, writeInside } from './release-files.ts';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'));
const release = path.join(base, 'release');
const outside = path.join(base, 'live');
fs.mkdirSync(release);
fs.mkdirSync(outside);
fs.writeFileSync(path.join(outside, 'index.html'), 'the live page');
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('release files', () => {
  it('writes plain names inside the folder, replacing a linked file instead of writing into it', () => {
    writeInside(release, 'hi/history/index.html', 'one');
    expect(fs.readFileSync(path.join(release, 'hi/history/index.html'), 'utf8')).toBe('one');
    const shared = path.join(base, 'shared.html');
    fs.writeFileSync(shared, 'shared');
    linkInside(release, 'te/index.html', shared);
    writeInside(release, 'te/index.html', 'two');
    expect(fs.readFileSync(shared, 'utf8')).toBe('shared');
  });

  it.each([
    '../live/index.html',
    '../../../../../../../../../../tmp/x/index.html',
    '/tmp/x/index.html',
    '%2e%2e/live/index.html',
    '..%2flive/index.html',
    'history\u0000/index.html',
    '..\\live\\index.html',
    'a/../../live/index.html',
    './index.html',
    '',
  ])('refuses %j and writes nothing', (name) => {
    const before = filesUnder(base).length;
    expect(() => writeInside(release, name, 'x')).toThrow(/Refused to write/);
    expect(filesUnder(base).length).toBe(before);
    expect(fs.readFileSync(path.join(outside, 'index.html'), 'utf8')).toBe('the live page');
  });

  it('refuses a folder on the way that is a link leading out of the release', () => {
    fs.symlinkSync(outside, path.join(release, 'current'));
    expect(() => writeInside(release, 'current/index.html', 'x')).toThrow(/leads outside the release folder/);
    expect(() => pathInside(release, 'current/index.html')).toThrow();
    expect(fs.readFileSync(path.join(outside, 'index.html'), 'utf8')).toBe('the live page');
  });

  it('knows a page address by the schema rule', () => {
    for (const good of ['/', '/history', '/programmes/ccae', '/JoinUs']) expect(isPageAddress(good), good).toBe(true);
    for (const bad of ['/../x', '//x', '/a/', 'x', '/a b', '/a\\b', '/%2e%2e', '/a\u0000', 42, undefined])
      expect(isPageAddress(bad), String(bad)).toBe(false);
  });
});
