// subset-font ships no types: the one function the build and publishing call (language-fonts.ts, added-fonts.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype' },
  ): Promise<Buffer>;
}
