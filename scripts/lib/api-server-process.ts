// Starts server/server.ts as a real child process (one node process, no tsx wrapper, so a
// signal reaches the server itself) and reports its port once it listens. Used by the
// bench, the fault test and the lock tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the port once the server logs that it listens; rejects if it exits first. */
  ready: Promise<number>;
  /** Resolves when the process ends, with its exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Stack traces in everything the server printed (not only the kept tail): pino "stack" or "    at ...". */
  stacks(): number;
}

const STACK_LINE = /"stack":"(?!")|^\s+at .+:\d+:\d+\)?$/;

/** node --import tsx <script>, from the repository root (or `cwd`), with extra environment variables. */
export function spawnTs(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  cwd = repoRoot,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts server/server.ts; `cwd` runs another checkout's server (the bench's baseline). */
export function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
  cwd = repoRoot,
): ServerProcess {
  const child = spawnTs('server/server.ts', [], { HOST: '127.0.0.1', PORT: '0', ...env }, cwd);
  let output = '';
  let partialLine = '';
  let stacks = 0;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      // Only the tail is kept: under load the request log runs to megabytes.
      output = (output + chunk.toString()).slice(-65_536);
      const lines = (partialLine + chunk.toString()).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) if (STACK_LINE.test(line)) stacks += 1;
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}) before listening:\n${output}`));
    });
  });
  ready.catch(() => {}); // callers that only await `exited` must not see an unhandled rejection
  return { child, ready, exited, output: () => output, stacks: () => stacks + (STACK_LINE.test(partialLine) ? 1 : 0) };
}

/** Runs a TypeScript program to completion and returns its exit code and output. */
export function runTs(script: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawnTs(script, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    // 'close' waits for the output streams to drain, unlike 'exit'.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
