// The privacy pages' words by language (Hindi and Telugu: needs review by a native speaker).
import type { Language } from '../../outbox/messages/notification-settings.ts';
import { english, type PrivacyPageTexts } from './en.ts';
import { hindi } from './hi.ts';
import { telugu } from './te.ts';

export type { GuardianFacts, PrivacyPageTexts } from './en.ts';
export const PAGE_TEXTS: Record<Language, PrivacyPageTexts> = { en: english, hi: hindi, te: telugu };
