-- Issue #27: the resized copies of a picture uploaded from the staff area (AVIF and WebP at the build's
-- widths, content/picture-variants.ts), beside the original in content_pictures, whose `variants` holds the
-- picture's facts (width, height, the copies' address and widths) as the build writes them into a page.
-- Every instance writes them from here into the release it renders, so they survive a restart and are the
-- same on every instance. A copy goes with its picture (the retention rule erases content_pictures rows).
CREATE TABLE content_picture_copies (
  picture_id bigint NOT NULL REFERENCES content_pictures (id) ON DELETE CASCADE,
  file text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (picture_id, file)
);
