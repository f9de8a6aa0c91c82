/**
 * How many pictures the editor takes in a while (#22): a person adds a few at a time, so a page stuck in a loop
 * (or anything else sending uploads) is stopped before it fills the disk and public/images. This counter is the
 * dev server's (one process); the staff area counts in the database, shared by its instances (picture-routes.ts).
 */
import { budgetSpent, UPLOAD_WINDOW_MINUTES, UPLOADS_PER_WINDOW } from '../../content/pictures/upload-rules.ts';
import { Refused } from './session-guard.ts';

/** A counter of uploads over a sliding window; `take()` throws Refused (429) once the window is full. */
export function uploadBudget(limit = UPLOADS_PER_WINDOW, minutes = UPLOAD_WINDOW_MINUTES, now = Date.now) {
  const times: number[] = [];
  return {
    take(): void {
      const at = now();
      while (times.length > 0 && times[0] <= at - minutes * 60_000) times.shift();
      if (times.length >= limit) throw new Refused(429, budgetSpent(limit, minutes));
      times.push(at);
    },
  };
}
