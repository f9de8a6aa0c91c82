// Removes a test's temporary folder after a Vite dev server closed. Vite's dependency optimiser can still be
// writing its deps_temp_* folder for a moment after close() resolved, which made rmSync fail with ENOTEMPTY once in
// CI; rm retries (as fs does for ENOTEMPTY and EBUSY), and a folder still busy after a second is left to the system's
// temporary-file cleanup rather than failing the tests it served.
import { rm } from 'node:fs/promises';

const STILL_BUSY = new Set(['ENOTEMPTY', 'EBUSY']);

export async function removeTempDir(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    if (!STILL_BUSY.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}
