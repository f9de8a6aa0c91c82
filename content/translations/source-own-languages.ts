/**
 * The texts of pages.json that carry their languages where they are ({ "en": ..., "hi": ..., "te": ... }):
 * the privacy notice beside every form and the e-mails to visitors (site.privacy, site.notifications).
 */
import { JsonSource, type Segment } from '../validation/json-source.ts';
import { walk } from '../validation/walk.ts';
import { fieldPath } from '../validation/where.ts';
import { setInPlace } from './json-edit.ts';
import { toPointer } from './pointer.ts';
import type { SourceContext, SourceText, TextSource } from './text-source.ts';

const READERS: Record<string, string> = {
  privacy: 'the privacy notice beside every form',
  notifications: 'the e-mails to visitors',
};

export const pagesOwnLanguages: TextSource = {
  name: 'privacy notice and e-mails',
  load(context: SourceContext) {
    const site = (context.pagesData as { site?: Record<string, unknown> }).site ?? {};
    const texts: SourceText[] = [];
    for (const part of Object.keys(READERS)) {
      for (const { value, segments } of walk(site[part])) {
        if (!isOwnLanguages(value)) continue;
        const group: Segment[] = ['site', part, ...segments];
        texts.push({
          file: context.pagesFile,
          key: toPointer(group),
          page: READERS[part],
          field: fieldPath(segments) || part,
          en: value.en,
          text: typeof value[context.language] === 'string' ? (value[context.language] as string) : '',
          stale: false,
          segments: [...group, context.language],
        });
      }
    }
    return {
      file: context.pagesFile,
      json: context.pagesText,
      source: new JsonSource(context.pagesText),
      texts,
      problems: [],
      withText: (json: string, text: SourceText, value: string) => setInPlace(json, text.segments, value),
    };
  },
};

function isOwnLanguages(value: unknown): value is { en: string } & Record<string, unknown> {
  return (
    !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { en?: unknown }).en === 'string'
  );
}
