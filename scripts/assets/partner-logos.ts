/**
 * npx tsx scripts/assets/partner-logos.ts GROUP:COUNT ...   e.g. institution:11 civil-society:10 market:11
 * Writes neutral placeholder logos public/images/partners/partner-GROUP-NN.svg reading
 * "Partner <Group> N". A real partner's logo later replaces the file of the same name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { theme } from '../../src/shared/theme/tokens.ts';

const marks = [
  '<circle cx="30" cy="32" r="22"/>',
  '<rect x="9" y="11" width="42" height="42" rx="8"/>',
  '<path d="M30 9l24 44H6z"/>',
  '<path d="M30 8l24 24-24 24-24-24z"/>',
];

export function partnerLogoSvg(label: string, n: number): string {
  const { colors } = theme;
  const fill = [colors.secondary, colors.primary, colors.textMuted][n % 3];
  const [first, ...rest] = label.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 64" width="220" height="64">
  <g fill="${fill}">${marks[n % marks.length]}</g>
  <text x="64" y="28" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${colors.text}">${first}</text>
  <text x="64" y="50" font-family="system-ui, sans-serif" font-size="15" fill="${colors.textMuted}">${rest.join(' ')}</text>
</svg>
`;
}

function main(args: string[]): number {
  if (args.length === 0) {
    console.error('Give GROUP:COUNT pairs, for example: npx tsx scripts/assets/partner-logos.ts institution:11');
    return 1;
  }
  mkdirSync('public/images/partners', { recursive: true });
  for (const arg of args) {
    const [group, count] = arg.split(':');
    const title = group
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
    for (let n = 1; n <= Number(count); n++) {
      const file = `public/images/partners/partner-${group}-${String(n).padStart(2, '0')}.svg`;
      writeFileSync(file, partnerLogoSvg(`Partner ${title} ${n}`, n));
    }
    console.log(`Wrote ${count} logos partner-${group}-NN.svg`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
