/**
 * npm run images:icons: the favicon (ICO and PNG sizes for the web manifest) from public/favicon.svg,
 * and the social sharing card public/images/social-card.png from the home hero picture.
 * Run again after replacing either source; the outputs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** An ICO file holding one PNG image, which every current browser reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const svg = readFileSync('public/favicon.svg');
  writeFileSync('public/favicon.ico', icoFromPng(await sharp(svg).resize(32, 32).png().toBuffer(), 32));
  for (const size of [192, 512])
    await sharp(svg, { density: 300 }).resize(size, size).png().toFile(`public/icon-${size}.png`);
  await sharp(readFileSync('public/images/home-hero.svg'))
    .resize(1200, 630, { fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toFile('public/images/social-card.png');
  console.log('Wrote public/favicon.ico, public/icon-192.png, public/icon-512.png, public/images/social-card.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
