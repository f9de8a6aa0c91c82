// @vitest-environment node
// What npm run staff and npm run submissions print when they stop: a refusal they know as its own sentence,
// anything unexpected marked "Failed:".
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { cliFailure } from './cli-failure.ts';
import { ExportError } from './export-source.ts';

const parseError = () => {
  try {
    parseArgs({ args: ['--colour'], options: {}, strict: true });
  } catch (error) {
    return error;
  }
  throw new Error('parseArgs accepted an unknown option');
};

describe('cliFailure', () => {
  it('prints a known refusal as its own sentence', () => {
    expect(cliFailure(new ExportError('--format must be csv or json.'))).toBe('--format must be csv or json.');
    expect(cliFailure(new ConfigError('DATABASE_URL is not a URL.'))).toBe('DATABASE_URL is not a URL.');
    expect(cliFailure(parseError())).toMatch(/^Unknown option '--colour'/);
  });

  it('marks anything else as a failure', () => {
    expect(cliFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'Failed: connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(cliFailure('a thrown string')).toBe('Failed: a thrown string');
  });
});
