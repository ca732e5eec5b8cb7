// Month and quarter names (abbreviated, in the eight languages) that make a figure beside them a date.
const MONTHS =
  'q[1-4]|h[12]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|févr|avr|mai|juil|août|déc|gen|mag|giu|lug|ott|mär|okt|dez|mei|des'
const MONTH_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${MONTHS})\\p{L}*\\.?\\s*$`, 'iu')
const MONTH_AFTER = new RegExp(`^\\.?\\s*(?:${MONTHS})`, 'iu')
export const MONTH_WORD = new RegExp(`^(?:${MONTHS})`, 'iu')

/** A year (1900–2099), or a figure written next to a month or quarter name ("Q3 2025", "26 June"). */
export function isDateFigure(figure: string, clause: string): boolean {
  if (/^(?:19|20)\d{2}$/.test(figure)) return true
  const at = clause.indexOf(figure)
  if (at < 0) return false
  return (
    MONTH_BEFORE.test(clause.slice(Math.max(0, at - 12), at)) ||
    (/^\d{1,2}$/.test(figure) && MONTH_AFTER.test(clause.slice(at + figure.length)))
  )
}
