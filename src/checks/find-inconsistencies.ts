import type { ConsistencyFinding, Document } from '../shared'
import { findDisagreeingFigures } from './find-disagreeing-figures'
import { findUnbalancedShares } from './find-unbalanced-shares'
import { findWrongTotals } from './find-wrong-totals'
import { readMeasures } from '../summarize'

/** Every consistency finding of a deck, in slide order: figures across slides, shares, totals. */
export function findInconsistencies(document: Document): ConsistencyFinding[] {
  const findings = [
    ...findDisagreeingFigures(readMeasures(document)),
    ...findUnbalancedShares(document),
    ...findWrongTotals(document),
  ]
  return findings.sort((a, b) => (a.slides[0] ?? 0) - (b.slides[0] ?? 0))
}
