/**
 * npx tsx scripts/assets/india-map.ts [--points]
 * Writes public/images/india-map.svg, the outline of India used by the india-map block, from the
 * @svg-maps/india package (CC BY 4.0, Victor Cazanave, after MapSVG; its licence is copied beside it).
 * A static, simplified file rather than the package's 176 kB of path data in the page's JavaScript:
 * the picture is cached, loads lazily below the fold and costs the page's script nothing.
 * States named by an india-map block's points in pages.json are filled in the highlight colour, so
 * run this again after changing the points. --points prints each state's centre in percent, for x/y.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import indiaMap from '@svg-maps/india';
import { theme } from '../../src/shared/theme/tokens.ts';

type Point = [number, number];

/** The package's own types name a module it does not ship (svg-maps__common): its shape, stated here. */
const india = indiaMap as unknown as { viewBox: string; locations: { id: string; name: string; path: string }[] };

/** The package's paths use only m/l/L/z (with exponents in some numbers): absolute rings. */
export function parseRings(d: string): Point[][] {
  const tokens = d.match(/[mlz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let x = 0;
  let y = 0;
  let command = 'm';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (/^[mlz]$/i.test(token)) {
      command = token;
      if (token.toLowerCase() === 'z') {
        if (ring.length) rings.push(ring);
        if (ring.length) [x, y] = ring[0];
        ring = [];
      }
      continue;
    }
    const a = Number(token);
    const b = Number(tokens[++i]);
    const relative = command === command.toLowerCase();
    if (command.toLowerCase() === 'm' && ring.length) {
      rings.push(ring);
      ring = [];
    }
    x = relative ? x + a : a;
    y = relative ? y + b : b;
    ring.push([x, y]);
    if (command === 'm') command = 'l';
    if (command === 'M') command = 'L';
  }
  if (ring.length) rings.push(ring);
  return rings;
}

/** Drops points closer than `tolerance` to the last kept one, then writes short relative steps. */
export function ringsToPath(rings: Point[][], tolerance = 1.2): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  const fmt = (n: number) => String(round(n)).replace(/^(-?)0\./, '$1.');
  return rings
    .map((ring) => {
      const kept: Point[] = [];
      for (const p of ring) {
        const last = kept.at(-1);
        if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= tolerance) kept.push([round(p[0]), round(p[1])]);
      }
      if (kept.length < 3) return '';
      const numbers = [
        kept[0][0],
        kept[0][1],
        ...kept.slice(1).flatMap((p, i) => [p[0] - kept[i][0], p[1] - kept[i][1]]),
      ].map(fmt);
      // The shortest valid form: no separator before a minus sign, or before a dot after a number that has one.
      const joined = numbers.reduce((out, n, i) => {
        const glue = i === 0 || n.startsWith('-') || (n.startsWith('.') && /\.\d*$/.test(out)) ? '' : ' ';
        return `${out}${glue}${n}${i === 1 ? 'l' : ''}`;
      }, '');
      return `M${joined.replace(/l /, 'l')}z`;
    })
    .join('');
}

/** Area-weighted centre of a state's largest ring, in percent of the map's width and height. */
function centre(rings: Point[][], width: number, height: number): Point {
  const area = (r: Point[]) =>
    r.reduce((s, p, i) => s + p[0] * r[(i + 1) % r.length][1] - r[(i + 1) % r.length][0] * p[1], 0) / 2;
  const ring = rings.reduce((a, b) => (Math.abs(area(b)) > Math.abs(area(a)) ? b : a));
  const a = area(ring);
  let cx = 0;
  let cy = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length];
    const f = p[0] * q[1] - q[0] * p[1];
    cx += (p[0] + q[0]) * f;
    cy += (p[1] + q[1]) * f;
  });
  return [Math.round((cx / (6 * a) / width) * 1000) / 10, Math.round((cy / (6 * a) / height) * 1000) / 10];
}

function highlightedStates(): Set<string> {
  const pages = JSON.parse(readFileSync('pages.json', 'utf8')) as {
    pages: { blocks: { type: string; points?: { name: string }[] }[] }[];
  };
  return new Set(
    pages.pages
      .flatMap((p) => p.blocks)
      .filter((b) => b.type === 'india-map')
      .flatMap((b) => b.points ?? [])
      .map((p) => p.name),
  );
}

function main(args: string[]): number {
  const [, , width, height] = india.viewBox.split(' ').map(Number);
  const states = india.locations.map((l) => ({ ...l, rings: parseRings(l.path) }));
  if (args.includes('--points')) {
    for (const s of states) console.log(`${s.name}: x ${centre(s.rings, width, height).join(', y ')}`);
    return 0;
  }
  const marked = highlightedStates();
  const { colors } = theme;
  const paths = states.map((s) => `<path d="${ringsToPath(s.rings)}"${marked.has(s.name) ? ' class="on"' : ''}/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${india.viewBox}" width="${width}" height="${height}">
<!-- Generated by scripts/assets/india-map.ts from @svg-maps/india (https://github.com/VictorCazanave/svg-maps), by Victor Cazanave, after MapSVG (https://mapsvg.com), licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/; see india-map.LICENSE.md). Changed: simplified, states highlighted. -->
<style>path{fill:${colors.secondarySoft};stroke:${colors.secondary};stroke-opacity:.3;stroke-width:.6;stroke-linejoin:round}.on{fill:${colors.primarySoft};stroke:${colors.primary};stroke-opacity:1}</style>
${paths.join('\n')}
</svg>
`;
  writeFileSync('public/images/india-map.svg', svg);
  copyFileSync('node_modules/@svg-maps/india/LICENSE.md', 'public/images/india-map.LICENSE.md');
  console.log(
    `Wrote public/images/india-map.svg (${Math.round(svg.length / 1024)} kB, ${marked.size} states highlighted) and its licence.`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
