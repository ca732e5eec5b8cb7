import type { SummaryUnit } from '../collect-passages'

/** A shown slide as the local summariser's stages read it: number, title, text and notes. */
export function summaryUnit(number: number, title: string, text: string, notes = ''): SummaryUnit {
  return { number, title, text, notes, hidden: false, pages: [number] }
}
