// The staff area's privacy tasks: paths and the shapes the server answers with, shared by
// server/inbox/privacy-tasks-routes.ts and the staff app (staff/app/privacy). What each request sends is
// its schema in schema/api/inbox/. STAFF_AREAS.privacy may call them (schema/api/staff.ts). No Node API,
// no dependency.

/** Every action the processing log records (server/privacy/processing-log.ts; the privacy page filters by them). */
export const PROCESSING_ACTIONS = [
  'stored',
  'notified',
  'guardian-asked',
  'consent-confirmed',
  'consent-refused',
  'erased',
  'exported',
  'purged',
  'data-requested',
  'data-viewed',
  'correction-requested',
  // What staff did with an item in the staff area: the person as their hash, the member by id.
  'viewed-by-staff',
  'status-changed',
  'assigned',
  'note-added',
  'replied',
  'released-from-spam',
  'correction-done',
] as const;

export const PRIVACY_API = {
  /** GET → GuardianWait[]: applications waiting for a parent or guardian (no content: nobody may see it). */
  guardians: '/api/staff/privacy/guardians',
  /** GET ?done=true → CorrectionView[]; open ones unless done=true. */
  corrections: '/api/staff/privacy/corrections',
  /** POST → marks it done. */
  correctionDone: (id: string) => `/api/staff/privacy/corrections/${encodeURIComponent(id)}/done`,
  /**
   * POST { email, dryRun } → ErasureView: what would go (dryRun: true), or what went (dryRun: false, confirm:
   * true, references: the dry run's items' references; 409 when those are no longer what would go).
   */
  erase: '/api/staff/privacy/erase',
  /** GET ?from&to&action&after → LogPage. */
  log: '/api/staff/privacy/log',
} as const;

export interface GuardianWait {
  reference: string;
  kindLabel: string;
  receivedAt: string;
  /** When it is erased if nobody confirms. */
  expiresAt: string;
  /** The request to the parent or guardian: pending, sent, failed, or none (never queued). */
  request: string;
}

export interface CorrectionView {
  id: string;
  createdAt: string;
  email: string;
  /** The item it is about, while it is stored. */
  item: { id: string; reference: string; kindLabel: string } | null;
  text: string;
  language: string;
  doneAt: string | null;
  doneBy: string | null;
}

export interface ErasureItem {
  kindLabel: string;
  reference: string;
  createdAt: string;
  /** "Ravi K."; empty for an application waiting for its guardian. */
  who: string;
  asGuardian: boolean;
}

export interface ErasureView {
  dryRun: boolean;
  items: ErasureItem[];
  /** Items erased (or that would be). */
  count: number;
}

export interface LogEntryView {
  at: string;
  action: string;
  submissionType: string | null;
  count: number | null;
  reason: string | null;
  /** The member who did it, or null (a visitor, the purge, the command line). */
  staff: string | null;
  /** The first 12 hex of the person's keyed hash: the same person's entries share it. */
  person: string | null;
}

export interface LogPage {
  entries: LogEntryView[];
  next: string | null;
}
