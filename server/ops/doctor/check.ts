// One finding of `npm run doctor`: ok, warn (works, but look at it) or fail (the site cannot work as set).

export type Verdict = 'ok' | 'warn' | 'fail';

export interface Finding {
  check: string;
  verdict: Verdict;
  detail: string;
}

export const finding = (check: string, verdict: Verdict, detail: string): Finding => ({ check, verdict, detail });

/** Runs `fn` with a time limit, so one silent server cannot hang the doctor. */
export async function within<T>(ms: number, what: string, fn: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([fn(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error's code and first line, never a server's whole reply (it may quote an address or password). */
export function reason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const first = (message ?? String(error)).split('\n')[0].replace(/\/\/[^/@\s]*@/g, '//***@');
  return code && !first.includes(code) ? `${code}: ${first}` : first;
}
