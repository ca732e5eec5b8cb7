import type { SlideVisual } from '../../shared'
import type { LanguageCues } from '../text/language-cues'

// An entry has at most three bullets (issue 24): a slide of many captioned photos names the first three.
const MAX_DESCRIBED = 3

/**
 * What a slide without body text shows, from the pictures, charts and diagrams ingest recorded: each picture's
 * own alt text ("Picture: Daily requests by hour."), else one line saying what kind of thing is there. Nothing
 * else is said: the local summariser cannot see a picture. An alt text with digits is left out, because the
 * faithfulness check finds figures only in a slide's words.
 */
export function describeVisuals(visuals: readonly SlideVisual[], labels: LanguageCues['labels']): string[] {
  const described = [
    ...new Set(
      visuals.flatMap((visual) => (visual.alt !== undefined && !/\d/u.test(visual.alt) ? [visual.alt] : [])),
    ),
  ]
  if (described.length > 0) {
    return described
      .slice(0, MAX_DESCRIBED)
      .map((alt) => `${labels.picture}: ${/[.!?…]$/u.test(alt) ? alt : `${alt.replace(/[:;,]+$/u, '')}.`}`)
  }
  if (visuals.length === 0) return []
  if (visuals.every((visual) => visual.kind === 'chart')) return [labels.chartOnly]
  if (visuals.every((visual) => visual.kind === 'diagram')) return [labels.diagramOnly]
  return [labels.pictureOnly]
}
