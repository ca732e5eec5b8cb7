import type { Passage } from './collect-passages'
import { itemText, withoutStop } from './say-columns'

/** An item of a column that answers another one, item by item, said with its counterpart. */
export interface AnsweredItem {
  /** The counterpart's passage: the risk of a mitigation, the mitigation of a risk. */
  other: number
  /** "Afhankelijkheid van oprichter → Oprichter blijft 4 jaar CEO; earn-out van €3 mln". */
  text: string
}

/**
 * An item of a slide's two lists where one answers the other item by item ("Risks" / "Mitigation",
 * `answersColumn`), with the item it pairs with (decision 120): a mitigation without its risk says what is done
 * against nothing the reader knows (reader: "only a mitigation, without its risk"). Paired by place only when
 * both lists hold as many items, as the slide entry pairs them (`sayColumns`); undefined otherwise.
 */
export function pairAnsweredItem(
  passages: Passage[],
  index: number,
  answersColumn: (heading: string) => boolean,
): AnsweredItem | undefined {
  const passage = passages[index]!
  if (passage.column === undefined || passage.fromNotes) return undefined
  const onSlide = passages.flatMap((other, at) =>
    other.unit === passage.unit && !other.fromNotes && other.column !== undefined ? [at] : [],
  )
  const headings = [...new Set(onSlide.map((at) => passages[at]!.column!))]
  if (headings.length !== 2) return undefined
  const [asked, answers] = headings as [string, string]
  if (answersColumn(asked) || !answersColumn(answers)) return undefined
  const left = onSlide.filter((at) => passages[at]!.column === asked)
  const right = onSlide.filter((at) => passages[at]!.column === answers)
  if (left.length !== right.length) return undefined
  const row = Math.max(left.indexOf(index), right.indexOf(index))
  const [risk, answer] = [left[row]!, right[row]!]
  return {
    other: risk === index ? answer : risk,
    text: `${withoutStop(itemText(passages[risk]!))} → ${itemText(passages[answer]!)}`,
  }
}
