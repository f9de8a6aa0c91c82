/**
 * npm run images:placeholders -- NAME[:HUE] ...   writes public/images/NAME.svg
 * Calm, abstract artwork (sky, sun, hills). A real photo later takes the same name (for example NAME.jpg,
 * with the src in pages.json changed to match).
 *
 * Heroes and cards crop the art to any shape (object-fit: cover, centred), so nothing in it may depend on
 * its edges. It draws no text: a label at the edge was cut off, and at the 480 px copies it could not be
 * read; that it is a placeholder is said by its name, its <title> and its alt text in pages.json
 * ("... (placeholder artwork)"). The sun stands near the middle (x 800-1000 of 1600, y 220-420 of 900),
 * whole in a phone's tall hero, a square card and a wide banner alike.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export function placeholderSvg(label: string, hue: number): string {
  const sky = `hsl(${hue} 45% 78%)`;
  const far = `hsl(${(hue + 30) % 360} 30% 55%)`;
  const near = `hsl(${(hue + 60) % 360} 35% 35%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img" aria-label="Placeholder: ${label}">
  <title>Placeholder: ${label}</title>
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="hsl(${hue} 60% 92%)"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#s)"/>
  <circle cx="900" cy="320" r="100" fill="hsl(40 90% 70%)" opacity="0.85"/>
  <path d="M0 620 C 300 520 520 560 800 600 S 1300 520 1600 580 V900 H0Z" fill="${far}"/>
  <path d="M0 720 C 400 640 700 700 1000 720 S 1400 660 1600 700 V900 H0Z" fill="${near}"/>
</svg>
`;
}

function main(args: string[]): number {
  if (args.length === 0) {
    console.error('Give one or more names, for example: npm run images:placeholders -- home-hero:200');
    return 1;
  }
  mkdirSync('public/images', { recursive: true });
  for (const arg of args) {
    const [name, hue = '200'] = arg.split(':');
    writeFileSync(`public/images/${name}.svg`, placeholderSvg(name.replace(/-/g, ' '), Number(hue)));
    console.log(`Wrote public/images/${name}.svg`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
