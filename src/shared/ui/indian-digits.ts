/**
 * A figure grouped as readers in India expect (12,34,567), as toLocaleString('en-IN') would write it but
 * without Intl: its first use loads locale data, about 30 ms of main thread on a fast machine and four
 * times that on a phone, and the same text comes out of the prerenderer and the browser.
 */
export function indianDigits(value: number): string {
  const [whole, fraction] = String(Math.round(value * 1000) / 1000).split('.');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head ? `${head},` : ''}${whole.slice(-3)}${fraction ? `.${fraction}` : ''}`;
}
