// @vitest-environment node
// A value from content reaches CSS only as a number within its bounds: text (a style breakout) is refused.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reveal } from '../../shell/blocks-runtime/reveal.tsx';
import { cssNumber } from './css-number.ts';

describe('numbers for CSS', () => {
  it('passes a number within bounds and refuses text, NaN and numbers outside', () => {
    expect(cssNumber(450, 'duration', 0, 3000)).toBe(450);
    for (const bad of [
      '450',
      '1ms}</style><meta http-equiv="refresh">',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      3001,
    ])
      expect(() => cssNumber(bad, 'duration', 0, 3000)).toThrow(/must be a number from 0 to 3000/);
  });

  it("stops a section's render whose fade duration is text, so it never closes the page's style element", () => {
    const breakout = '1ms}</style><meta http-equiv="refresh" content="0;url=https://evil.example">x{a:';
    expect(() =>
      renderToString(<Reveal settings={{ durationMs: breakout as unknown as number }}>Hello</Reveal>),
    ).toThrow(/fade duration/);
    expect(renderToString(<Reveal settings={{ durationMs: 300 }}>Hello</Reveal>)).toContain('Hello');
  });
});
