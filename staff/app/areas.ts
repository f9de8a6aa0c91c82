// The app's pages: which area each belongs to (schema/api/staff.ts says which roles may use it) and
// the order of the navigation. A member opens on the first page their role may use.
import { mayUse, type StaffArea, type StaffRole } from '../../schema/api/staff.ts';

export interface AreaPage {
  path: string;
  label: string;
  area: StaffArea;
}

export const AREA_PAGES: readonly AreaPage[] = [
  { path: '/inbox', label: 'Inbox', area: 'inbox' },
  { path: '/spam', label: 'Spam', area: 'spam' },
  { path: '/privacy', label: 'Privacy', area: 'privacy' },
  { path: '/donations', label: 'Donations', area: 'donations' },
  { path: '/pages', label: 'Pages', area: 'pages' },
  { path: '/translations', label: 'Translations', area: 'translations' },
  { path: '/donation-reports', label: 'Donation reports', area: 'donationReports' },
  { path: '/payment-settings', label: 'Payment settings', area: 'staff' },
  { path: '/members', label: 'Staff', area: 'staff' },
  { path: '/account', label: 'Your account', area: 'account' },
];

export const pagesFor = (role: StaffRole) => AREA_PAGES.filter((page) => mayUse(role, page.area));

export const homeOf = (role: StaffRole) => pagesFor(role)[0].path;
