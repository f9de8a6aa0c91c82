// Publishing from the staff area's settings, part of the one declaration (declaration.ts).
import { MAX_MEGAPIXELS } from '../../content/pictures/upload-rules.ts';
import { whole } from './setting.ts';

export const PUBLISHING_SETTINGS = {
  PUBLISH_POLL_SECONDS: whole(
    'server',
    5,
    1,
    60,
    'How often each instance checks which revision of the pages is published, and switches to it (docs/publishing.md).',
  ),
  DRAFT_MAX_PAGES: whole(
    'limits',
    500,
    1,
    100000,
    'The most pages a draft of the site may hold; a save with more is refused with a sentence saying so.',
  ),
  DRAFT_MAX_KB: whole(
    'limits',
    2048,
    64,
    1048576,
    'The most a draft may weigh (pages.json and its translations together, in KB); a larger save is refused.',
  ),
  PICTURE_MAX_MEGAPIXELS: whole(
    'limits',
    MAX_MEGAPIXELS,
    1,
    268,
    'The most pixels (in millions) a picture uploaded in the staff area may have; a larger one is refused from its header, before it is decoded (decoding takes memory by pixels, not by file size).',
  ),
  PICTURES_QUOTA_MB: whole(
    'limits',
    2048,
    1,
    1048576,
    'The most the pictures uploaded in the staff area may take in the database together (originals and their copies, in MB); an upload that would pass it is refused, saying to delete unused pictures.',
  ),
} as const;
