// The e-mail confirming an erasure speaks of one item as one thing in every language ("about it", उससे,
// దాని), and of several as several.
import { describe, expect, it } from 'vitest';
import { erasureWords } from './privacy-email-words.ts';

const first = (language: 'en' | 'hi' | 'te', count: number) =>
  erasureWords(language, 'Example Welfare Foundation', count).paragraphs[0];

describe('the erasure e-mail', () => {
  it('calls one erased item "it", never "them"', () => {
    expect(first('en', 1)).toContain('one item');
    expect(first('en', 1)).toContain('emails about it that');
    expect(first('en', 1)).not.toMatch(/\bthem\b/);
    expect(first('hi', 1)).toContain('उससे जुड़े');
    expect(first('hi', 1)).not.toContain('उनसे');
    expect(first('te', 1)).toContain('దాని గురించి');
    expect(first('te', 1)).not.toContain('వాటి');
  });

  it('calls several erased items "them", with their number', () => {
    expect(first('en', 3)).toContain('erased 3 items');
    expect(first('en', 3)).toContain('emails about them that');
    expect(first('hi', 3)).toContain('3 प्रविष्टियाँ');
    expect(first('te', 3)).toContain('3 అంశాలను, వాటి గురించి');
  });
});
