// The privacy pages' words by language (Hindi and Telugu: needs review by a native speaker).
import type { Language } from '../../outbox/messages/notification-settings.ts';
import { english, type PrivacyPageTexts } from './en.ts';
import { hindi } from './hi.ts';
import { telugu } from './te.ts';

export type { GuardianFacts, PrivacyPageTexts } from './en.ts';
export const PAGE_TEXTS: Record<Language, PrivacyPageTexts> = { en: english, hi: hindi, te: telugu };

/** The site's pages in a language: `/hi/your-data` for Hindi, `/your-data` for English. */
export const pathIn = (language: Language, path: string): string => (language === 'en' ? path : `/${language}${path}`);
