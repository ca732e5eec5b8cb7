// English number words as a source writes them ("Eighteen months ago", "Thirty-day mortality"): a summary
// may rightly write them as digits ("18 months", "30-day"). Other languages' words are not read yet.
const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] // prettier-ignore
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

const NUMBER_WORD = new RegExp(
  `\\b(?:(${TENS.filter(Boolean).join('|')})(?:[- ](${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')}))\\b`,
  'gi',
)

/** The numbers `text` spells out in words, as digits, one per line (for the figure sets of a source). */
export function spelledNumbers(text: string): string {
  return spelledNumberWords(text)
    .map(({ value }) => value)
    .join('\n')
}

/** Each number `text` spells out, as written ("Thirty" of "Thirty-day", "twenty-one") and as digits. */
export function spelledNumberWords(text: string): { word: string; value: string }[] {
  return Array.from(text.matchAll(NUMBER_WORD), (match) => {
    const [word, tens, unit, alone] = match
    if (alone) return { word, value: String(UNITS.indexOf(alone.toLowerCase())) }
    const value = TENS.indexOf(tens!.toLowerCase()) * 10 + (unit ? UNITS.indexOf(unit.toLowerCase()) : 0)
    return { word, value: String(value) }
  })
}
