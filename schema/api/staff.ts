// The staff area's contract, shared by the server (server/staff/) and the staff app (staff/): the roles
// and what each may open, the API's paths and the shapes it answers with. What each request sends is its
// schema in schema/api/staff/ (types generated into generated/route-types.ts). No Node API, no dependency.

export const STAFF_ROLES = ['admin', 'coordinator', 'editor', 'translator', 'treasurer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, in the words the staff pages show. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'Everything: the inbox, spam, privacy tasks, donations, pages, and staff and settings.',
  coordinator: 'The inbox, spam and privacy tasks; the donations, to read.',
  editor: 'The pages of the site.',
  translator: 'Reviewing and correcting the Hindi and Telugu texts; an editor publishes the corrections.',
  treasurer: 'Donations: marking each received or not received against the bank statement, and its receipts.',
};

/**
 * The parts of the staff area and the roles that may use each. The server's guard refuses the
 * others with 403 (server/staff/guard.ts); the app hides what a role may not open.
 */
export const STAFF_AREAS = {
  inbox: ['admin', 'coordinator'],
  spam: ['admin', 'coordinator'],
  privacy: ['admin', 'coordinator'],
  pages: ['admin', 'editor'],
  staff: ['admin'],
  /**
   * The yearly tax statements of donations (Form 10BD's file, the donors' Form 10BE certificates): every
   * donor's ID number in full, so admins and the treasurer only.
   */
  donationReports: ['admin', 'treasurer'],
  /** The Hindi and Telugu texts of the draft: reading, correcting, marking reviewed (never publishing). */
  translations: ['admin', 'editor', 'translator'],
  /** The donations, to read: the list, one donation, its receipts. */
  donations: ['admin', 'coordinator', 'treasurer'],
  /** Marking a donation received (a receipt is issued) or not received, cancelling a receipt. */
  donationMoney: ['admin', 'treasurer'],
  /** Everyone signed in: their own passkeys, signing out. */
  account: ['admin', 'coordinator', 'editor', 'translator', 'treasurer'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export const mayUse = (role: StaffRole, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);

/** Every state-changing staff request carries the session's token in this header. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Every answer to a signed-in staff request names the session's role now in this header, so an open
 * staff app notices a role an admin changed at its next request and shows that role's menu.
 */
export const STAFF_ROLE_HEADER = 'x-staff-role';

/** The page an e-mailed sign-in link opens (its token in `?t=`). */
export const SIGN_IN_LINK_PAGE = '/staff/link';

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 15;

export const STAFF_API = {
  /** POST { email } → 202, the same for every address. */
  requestLink: '/api/staff/sign-in/email',
  /** POST { token } → 200 { state: 'valid' }, or 410 used/expired, 404 unknown, 400 malformed. Uses nothing. */
  checkLink: '/api/staff/sign-in/link/check',
  /** POST { token } → 200 StaffMe, and the session cookie. */
  useLink: '/api/staff/sign-in/link',
  /** POST {} → PublicKeyCredentialRequestOptionsJSON. */
  passkeyOptions: '/api/staff/sign-in/passkey/options',
  /** POST { response } → 200 StaffMe, and the session cookie. */
  passkeySignIn: '/api/staff/sign-in/passkey',
  me: '/api/staff/me',
  signOut: '/api/staff/sign-out',
  signOutEverywhere: '/api/staff/sign-out-everywhere',
  /** GET → PasskeyView[]; the member's own. */
  passkeys: '/api/staff/passkeys',
  /** POST {} → PublicKeyCredentialCreationOptionsJSON. */
  passkeyRegistrationOptions: '/api/staff/passkeys/options',
  /** DELETE /api/staff/passkeys/:id */
  passkey: (id: string) => `/api/staff/passkeys/${encodeURIComponent(id)}`,
  /** GET → StaffMemberView[]; POST { email, displayName, role } invites. Admins only. */
  members: '/api/staff/members',
  /** PATCH { role } changes it; DELETE removes. Admins only. */
  member: (id: string) => `/api/staff/members/${encodeURIComponent(id)}`,
  /** POST → e-mails them a new sign-in link. Admins only. */
  memberLink: (id: string) => `/api/staff/members/${encodeURIComponent(id)}/sign-in-link`,
  /** POST { year, part? } → the CSV of Form 10BD (Part B, or the received donations without an ID). */
  form10bd: '/api/staff/donations/form-10bd',
  /** POST { fileName, content } → { matched, reference? }: one Form 10BE PDF, e-mailed to its donor when matched. */
  form10be: '/api/staff/donations/form-10be',
  /** GET → every payment setting (PaymentSettingView[]); PUT { upiId?, ... } changes some. Admins only. */
  paymentSettings: '/api/staff/payment-settings',
  /** GET ?limit= → AuditEntryView[]: staff management and sign-ins, newest first. Admins only. */
  audit: '/api/staff/audit',
} as const;

/** Every answer: { success, message, data }. */
export interface StaffAnswer<T> {
  success: boolean;
  message: string;
  data?: T;
}

export interface StaffMemberSummary {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
}

/** GET /api/staff/me, and the answer to every sign-in. */
export interface StaffMe {
  staff: StaffMemberSummary;
  /** Send it back in the x-csrf-token header of every state-changing request. */
  csrfToken: string;
  session: {
    via: 'passkey' | 'link';
    /** When the session ends if nothing else is asked of the server (ISO time). */
    idleExpiresAt: string;
    /** When it ends however busy (ISO time). */
    expiresAt: string;
  };
  /** How many passkeys the member has (0: the app offers to enrol one). */
  passkeys: number;
}

export interface PasskeyView {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced between devices (a platform's passkey manager) or bound to one. */
  synced: boolean;
  transports: string[];
}

export interface StaffMemberView extends StaffMemberSummary {
  createdAt: string;
  lastSignInAt: string | null;
  passkeys: number;
  /** Open sessions now. */
  sessions: number;
}

/** One of GET /api/staff/payment-settings: its value, or its placeholder until the foundation sets it. */
export interface PaymentSettingView {
  name: string;
  label: string;
  value: string;
  placeholder: boolean;
}

export interface AuditEntryView {
  at: string;
  /** The member who did it (display name or address), or "command line". */
  actor: string;
  action: string;
  subjectType: string | null;
  /** For staff subjects, who (display name or address); else the subject's id. */
  subject: string | null;
  details: Record<string, unknown> | null;
}
