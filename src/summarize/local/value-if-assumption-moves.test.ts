import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { documentOf, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { computeInsights } from './compute-insights'
import { valueIfAssumptionMoves } from './value-if-assumption-moves'

// Issue 24, item 3; decision 163: a headline figure and the deck's own test of what it rests on ("if that share is
// 58% rather than 72%, the value falls to £11.5M") are one insight, the change computed beside its inputs.

const unitsOf = (slides: TestSlide[], language: Language) =>
  documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
const roles = (count: number): DeckRole[] => Array.from({ length: count }, () => 'content')
const slide = (title: string, lines: string[]): TestSlide => ({ title, lines: lines.map(paragraph) })

describe('valueIfAssumptionMoves', () => {
  test.each<[Language, TestSlide, string]>([
    [
      'en',
      slide('Economic value', [
        'The programme cost £14.8M over its first 18 months.',
        'The acute bed days saved are worth £13.2M at £618 a bed day.',
        'If that share is 58% rather than 72%, the value of bed days saved falls to £11.5M, below the running cost.',
      ]),
      'The acute bed days saved are worth £13.2M at £618 a bed day; if that share is 58% rather than 72%, the value of bed days saved falls to £11.5M (−£1.7M), below the running cost.',
    ],
    [
      'de',
      slide('Wirtschaftlichkeit', [
        'Die eingesparten Kliniktage sind 8,4 Mio. € wert.',
        'Wenn die Quote 50 % statt 70 % beträgt, sinkt der Wert der eingesparten Kliniktage auf 6,0 Mio. €.',
      ]),
      'Die eingesparten Kliniktage sind 8,4 Mio. € wert; wenn die Quote 50 % statt 70 % beträgt, sinkt der Wert der eingesparten Kliniktage auf 6,0 Mio. € (−2,4 Mio. €).',
    ],
    [
      'nl',
      slide('Rendement', [
        'Het rendement van het basisscenario is 24 % per jaar.',
        'Als de groei 3 % in plaats van 6 % bedraagt, daalt het rendement tot 17 %, onder de norm van het fonds.',
      ]),
      '',
    ],
    [
      'fr',
      slide('Valeur', [
        'Les journées évitées valent 5,0 M€ pour le territoire.',
        'Si la part est de 40 % au lieu de 60 %, la valeur des journées évitées tombe à 3,4 M€.',
      ]),
      'Les journées évitées valent 5,0 M€ pour le territoire; si la part est de 40 % au lieu de 60 %, la valeur des journées évitées tombe à 3,4 M€ (−1,6 M€).',
    ],
  ])('%s: the headline figure and its tested assumption are one insight', (language, deck, expected) => {
    const units = unitsOf([deck], language)
    const found = valueIfAssumptionMoves(units, roles(units.length), language)
    if (expected === '') {
      // A result of the same unit as the tested value ("3 % … 17 %") is no moved headline: nothing is set against it.
      expect(found).toEqual([])
      return
    }
    expect(found.map(({ insight }) => insight.text)).toEqual([expected])
    const insight = found[0]!.insight
    // The change is checked as a derived figure of the two sentences' figures.
    const known = new Set(
      extractFigures((deck.lines ?? []).map((line) => line.text).join(' ')).map(canonicalFigure),
    )
    const derived = derivedFigures(insight.text, known)
    const unverified = extractFigures(insight.text).filter(
      (figure) => !known.has(canonicalFigure(figure)) && !derived.has(figure),
    )
    expect(unverified).toEqual([])
    expect(insight.derived).toHaveLength(1)
    expect(computeInsights(units, roles(units.length), language).map((item) => item.text)).toContain(expected)
  })

  test('a test without the language\'s "rather than" or a sentence naming the measure relates nothing', () => {
    const units = unitsOf(
      [
        slide('Value', [
          'Staff costs were £8.1M.',
          'If that share is 58%, the value of bed days saved falls to £11.5M.',
          'If that share is 58% rather than 72%, the value of bed days saved falls to £11.5M.',
        ]),
      ],
      'en',
    )
    expect(valueIfAssumptionMoves(units, roles(1), 'en')).toEqual([])
  })

  // A test that points back ("that share") is quoted apart from the sentence it points to: the share is named from
  // that sentence's "of" phrase, or the reader cannot tell what moves (decision 163, amended).
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'No assumption moves the result more than the share of step-up patients who would have been admitted.',
        'The acute bed days saved are worth £13.2M.',
        'If that share is 58% rather than 72%, the value of bed days saved falls to £11.5M.',
      ],
      'if that share of step-up patients who would have been admitted is 58% rather than 72%,',
    ],
    [
      'de',
      [
        'Die eingesparten Kliniktage sind 8,4 Mio. € wert.',
        'Am stärksten wirkt der Anteil der Patienten, die sonst stationär aufgenommen worden wären.',
        'Wenn dieser Anteil 50 % statt 70 % beträgt, sinkt der Wert der eingesparten Kliniktage auf 6,0 Mio. €.',
      ],
      'wenn dieser Anteil der Patienten, die sonst stationär aufgenommen worden wären 50 % statt 70 % beträgt,',
    ],
    [
      'fr',
      [
        'Les journées évitées valent 5,0 M€ pour le territoire.',
        "L'hypothèse décisive est la part des patients qui auraient été hospitalisés.",
        'Si cette part est de 40 % au lieu de 60 %, la valeur des journées évitées tombe à 3,4 M€.',
      ],
      'si cette part des patients qui auraient été hospitalisés est de 40 % au lieu de 60 %,',
    ],
  ])('%s: a test that points back names what it points to', (language, lines, expected) => {
    const units = unitsOf([slide('Value', lines)], language)
    const [found] = valueIfAssumptionMoves(units, roles(1), language)
    expect(found?.insight.text).toContain(expected)
  })

  test('a sentence that names the noun with a verb, not its "of" phrase, names nothing', () => {
    const units = unitsOf(
      [
        slide('Value', [
          'The share is uncertain.',
          'The acute bed days saved are worth £13.2M.',
          'If that share is 58% rather than 72%, the value of bed days saved falls to £11.5M.',
        ]),
      ],
      'en',
    )
    const [found] = valueIfAssumptionMoves(units, roles(1), 'en')
    expect(found?.insight.text).toContain('; if that share is 58% rather than 72%,')
  })
})
