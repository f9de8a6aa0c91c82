import { ConfigError } from '../config.ts';
import { ExportError } from './export-source.ts';

/**
 * The line a staff command (npm run staff, npm run submissions) prints when it stops on `error`: a refusal it
 * knows (bad arguments, a missing setting, the server's answer) is its own sentence, anything else is marked
 * "Failed:" so it reads as the fault it is.
 */
export function cliFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const known =
    error instanceof ExportError ||
    error instanceof ConfigError ||
    (error as { code?: string } | undefined)?.code?.startsWith('ERR_PARSE_ARGS');
  return known ? message : `Failed: ${message}`;
}
