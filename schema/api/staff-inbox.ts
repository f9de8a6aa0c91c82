// The staff area's inbox and spam review: paths and the shapes the server answers with, shared by
// server/inbox/ and the staff app (staff/app/inbox). What each request sends is its schema in
// schema/api/inbox/ (types generated into generated/route-types.ts). Who may call each is
// STAFF_AREAS.inbox and .spam (schema/api/staff.ts). No Node API, no dependency.
import type { InboxQuery } from './generated/route-types.ts';

export const INBOX_STATUSES = ['new', 'in-progress', 'done', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  done: 'Done',
  archived: 'Archived',
};

/** Rows per page of every staff list. */
export const STAFF_PAGE_SIZE = 50;

const item = (id: string) => `/api/staff/inbox/items/${encodeURIComponent(id)}`;

export const INBOX_API = {
  /** GET ?kind&centre&status&language&from&to&q&after → InboxPage. */
  list: '/api/staff/inbox',
  /** GET → InboxOptions: what the filters and the assignee choice offer. */
  options: '/api/staff/inbox/options',
  /** GET → InboxItemView (logged as viewed by staff); PATCH { status?, assignee? } changes them. */
  item,
  /** POST { text } adds an internal note. */
  notes: (id: string) => `${item(id)}/notes`,
  /** POST { text } → the reply e-mailed through the outbox (in progress when new), in the item's history. */
  reply: (id: string) => `${item(id)}/reply`,
  /** POST → logs that "Reply on WhatsApp" was chosen (in progress when new); the app opens the link. */
  whatsapp: (id: string) => `${item(id)}/reply/whatsapp`,
  /** POST { kind, ...filter } → text/csv for a spreadsheet (times in India time, the reference and centre as the site
   * shows them, status, assignee and last change), audited as an export. */
  export: '/api/staff/inbox/export',
  /** GET ?after → SpamPage. */
  spam: '/api/staff/spam',
  /** POST: not spam (moved to the inbox, its e-mails sent); DELETE: erased now. */
  spamItem: (id: string) => `/api/staff/spam/${encodeURIComponent(id)}`,
  spamRelease: (id: string) => `/api/staff/spam/${encodeURIComponent(id)}/release`,
} as const;

/** The inbox's filter: its query string (inbox/inbox-query.schema.json) without the page's start. */
export type InboxFilter = Omit<InboxQuery, 'after'>;

export interface InboxListItem {
  /** The submission's public id. */
  id: string;
  type: string;
  kindLabel: string;
  /** K7M2-9QXD */
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  /** The centre's name, for a kind with centres. */
  centre: string | null;
  language: string | null;
  status: InboxStatus;
  assignee: string | null;
  /** References (K7M2-9QXD) of other items with the same e-mail or phone within a day: probably the same person. */
  samePerson: string[];
}

export interface InboxPage {
  items: InboxListItem[];
  /** How many match the filter in all. */
  total: number;
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
}

export interface Choice {
  value: string;
  label: string;
}

export interface InboxOptions {
  kinds: Choice[];
  centres: Choice[];
  languages: Choice[];
  /** Members who may use the inbox (value: their public id). */
  assignees: Choice[];
}

export interface ItemEmail {
  purpose: string;
  /** Plain words: "Acknowledgement to the sender". */
  label: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface ItemNote {
  author: string;
  at: string;
  text: string;
}

export interface ItemChange {
  at: string;
  actor: string;
  /** "marked it In progress", "assigned it to Meena", "added a note" ... */
  what: string;
}

export interface InboxItemView extends Omit<InboxListItem, 'assignee'> {
  assignee: Choice | null;
  fields: { label: string; value: string; freeText: boolean }[];
  /** The consent its sender gave; null for a row stored before notices existed. */
  consent: { noticeVersion: string | null; givenAt: string | null; language: string | null } | null;
  /** Kinds with guardians only: who agreed for an applicant under 18, or that none was needed. */
  guardian:
    | { needed: false }
    | { needed: true; name: string; email: string; relationship: string; confirmedAt: string | null }
    | null;
  emails: ItemEmail[];
  notes: ItemNote[];
  history: ItemChange[];
  /** Why it was flagged, while it is in spam. */
  spamReason: string | null;
  /** A reply written in the staff area, as it will go out: in the sender's language, around her words. */
  reply: ReplyFrame;
}

export interface ReplyFrame {
  /** The sender, and for an applicant under 18 their parent or guardian (nobody writes to a child alone). */
  to: string[];
  /** The sender's language (en, hi, te): the e-mail's greeting, closing and subject are in it. */
  language: string;
  subject: string;
  /** The line above her words ("Dear Asha,", "नमस्ते आशा जी,"). */
  greeting: string;
  /** The lines below them: the closing, then her name for the organisation. */
  closing: string;
  signature: string;
  /** "Reply on WhatsApp" (https://wa.me/91…?text=…) when the sender gave an Indian mobile number, else null. */
  whatsapp: string | null;
}

export interface SpamItem {
  id: string;
  type: string;
  kindLabel: string;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  reason: string;
  /** The first line of what they wrote, cut short. */
  excerpt: string;
}

export interface SpamPage {
  items: SpamItem[];
  total: number;
  /** Flagged applications still waiting for a parent or guardian: counted, never shown. */
  hidden: number;
  next: string | null;
}
