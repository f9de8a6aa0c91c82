// The inbox list's filter and place, kept while a coordinator opens an item and comes back
// (lists/list-store.ts).
import type { InboxFilter } from '../../../schema/api/staff-inbox.ts';
import { createListStore } from '../lists/list-store.ts';

export const useInboxList = createListStore<InboxFilter>({});
