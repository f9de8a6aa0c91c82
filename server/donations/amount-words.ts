// An amount of rupees in words in the Indian system, as a receipt states it: "Rupees One Lakh
// Twenty-Five Thousand only" (lakh and crore, not hundred thousand and million), by to-words' en-IN locale.
import { ToWords } from 'to-words';

const toWords = new ToWords({ localeCode: 'en-IN' });

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const COMPOUND = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g');

/** Whole rupees in words: 125000 → "Rupees One Lakh Twenty-Five Thousand only". */
export function rupeesInWords(rupees: number): string {
  if (!Number.isInteger(rupees) || rupees <= 0) throw new RangeError('A receipt states a whole, positive amount.');
  // Twenty-five is written with a hyphen, as cheques and receipts write it.
  return `Rupees ${toWords.convert(rupees).replace(COMPOUND, '$1-$2')} only`;
}
