// A letter in American English calls the excess a 'deductible' ('Compulsory deductible  £500', 'Total deductible per
// claim  £750', 'DEDUCTIBLES (EXCESS)'): each is written as 'excess' in its own room, padded with spaces, one character
// for one, so every offset stays and the rows read as excess rows do. Not a 'tax-deductible' sum. Used by
// parseRenewalNotice on the text its readers read.

const DEDUCTIBLE = /(?<!\btax[- ])\bdeductible(s?)\b/gi;

export function deductiblesAsExcess(text: string): string {
  return text.replace(DEDUCTIBLE, (word, plural: string) => {
    const excess = plural ? 'excesses' : 'excess';
    const cased = word === word.toUpperCase() ? excess.toUpperCase() : word[0] === 'D' ? `E${excess.slice(1)}` : excess;
    return cased.padEnd(word.length);
  });
}
