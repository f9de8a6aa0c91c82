// Publishing from the staff area's settings (issue #27), part of the one declaration (declaration.ts).
import { whole } from './setting.ts';

export const PUBLISHING_SETTINGS = {
  PUBLISH_POLL_SECONDS: whole(
    'server',
    5,
    1,
    60,
    'How often each instance checks which revision of the pages is published, and switches to it (docs/publishing.md).',
  ),
} as const;
