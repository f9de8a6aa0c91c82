// The Donations list's filter and place, kept while a treasurer opens a donation and comes back
// (lists/list-store.ts). It opens on the donations still waiting to be checked against the bank statement.
import type { DonationsFilter } from '../../../schema/api/staff-donations.ts';
import { createListStore } from '../lists/list-store.ts';

export const useDonationsList = createListStore<DonationsFilter>({ money: 'waiting' });
