import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { pointsBackIn } from './points-back-in'

// Issue 24, reader of the BoE speech: a section's entry was a string of "But…/Yet…" sentences whose other half
// was left out ("But it is estimated to stand at anything up to $100 billion in 2003 prices").
const cases: [Language, string, string][] = [
  [
    'en',
    'But it is estimated at up to $100 billion in 2003 prices.',
    'Though costly, the plan paid back in 3 years.',
  ],
  [
    'de',
    'Jedoch wird er auf bis zu 100 Mrd. Dollar geschätzt.',
    'Obwohl teuer, zahlte sich der Plan in 3 Jahren aus.',
  ],
  [
    'fr',
    'En revanche, la perte atteint 100 milliards de dollars.',
    'Bien que coûteux, le plan a été amorti en 3 ans.',
  ],
  [
    'es',
    'Sin embargo, se estima en hasta 100.000 millones.',
    'Aunque costoso, el plan se amortizó en 3 años.',
  ],
  ['it', 'Tuttavia la perdita arriva a 100 miliardi.', 'Sebbene costoso, il piano si è ripagato in 3 anni.'],
  [
    'nl',
    'Toch wordt het verlies op 100 miljard geschat.',
    'Hoewel duur, verdiende het plan zich in 3 jaar terug.',
  ],
  ['pt', 'No entanto, a perda chega a 100 mil milhões.', 'Embora caro, o plano pagou-se em 3 anos.'],
  ['nb', 'Likevel anslås tapet til 100 milliarder.', 'Selv om planen var dyr, betalte den seg på 3 år.'],
]

describe("a document's sentence that opens on a contrast points back at the sentence it answers", () => {
  test.each(cases)('%s: "%s" points back in a document', (language, contrast) => {
    expect(pointsBackIn(language, true)(contrast)).toBe(true)
  })

  test.each(cases)('%s: in a deck the same line is a kicker that stands', (language, contrast) => {
    expect(pointsBackIn(language, false)(contrast)).toBe(false)
  })

  test.each(cases)('%s: a sentence that holds both halves ("%s") stands', (language, _contrast, whole) => {
    expect(pointsBackIn(language, true)(whole)).toBe(false)
  })
})
