// Reads a QR code as a phone's camera would: the SVG the server drew, turned into pixels (sharp), read by jsQR.
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text of the QR code in an SVG, read from a 400 px image of it. */
export async function decodeQrSvg(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
