// Words compared by their first letters, so that an inflected label still names its figure: German
// "zahlende Betriebe: 8.600" labels "8.600 zahlenden Betrieben", English "customers" labels "customer".
const STEM_LENGTH = 5

export function stemOf(word: string): string {
  return word.length > STEM_LENGTH ? word.slice(0, STEM_LENGTH) : word
}

/** Whether `stems` holds `word`, or its form without an inflected ending ("costs", "Kosten", "coûts"). */
export function hasWord(stems: ReadonlySet<string>, word: string): boolean {
  return [word, word.replace(/(?:es|en|er|s|e|n)$/u, '')].some((form) => stems.has(stemOf(form)))
}
