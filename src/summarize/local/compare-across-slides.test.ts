import { describe, expect, test } from 'vitest'
import type { DeckRole, Language } from '../../shared'
import { bullet, documentOf, stat, type TestSlide } from '../../shared/test-support/document-of'
import { derivedFigures } from '../derived-figures'
import { canonicalFigure, extractFigures } from '../figures'
import { compareAcrossSlides } from './compare-across-slides'

// Issue 24, item 3: an insight relates two places, e.g. a figure and its target or the market it is a share of.

const unitsOf = (slides: TestSlide[], language: Language) =>
  documentOf(slides, { language }).slides.map((slide) => ({ ...slide, pages: [slide.number] }))
const compare = (slides: TestSlide[], roles: DeckRole[], language: Language) =>
  compareAcrossSlides(unitsOf(slides, language), roles, language).map(({ insight }) => insight)

describe('compareAcrossSlides', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Annual recurring revenue',
      '$3.4M',
      'Milestones: $10M ARR by Q4 2027',
      'Annual recurring revenue $3.4M against Milestones: $10M ARR by Q4 2027: 2.9x',
    ],
    [
      'de',
      'ARR',
      '7,9 Mio. €',
      'Ziel Ende 2027: 12,1 Mio. € ARR',
      'ARR 7,9 Mio. € gegenüber Ziel Ende 2027: 12,1 Mio. € ARR: 1,5x',
    ],
    [
      'nl',
      'IRR',
      '11 %',
      'Het fonds mikt op minimaal 20 % IRR per investering',
      'IRR 11 % tegenover Het fonds mikt op minimaal 20 % IRR per investering: −9 procentpunt',
    ],
  ])(
    'a %s figure is set against the target a sentence on another slide names, with its computed distance',
    (language, label, value, sentence, expected) => {
      const slides = [
        { title: 'Kerncijfers', lines: [stat(label, value)] },
        { title: 'Plan', lines: [bullet(sentence)] },
      ]

      const [insight] = compare(slides, ['traction', 'content'], language)

      expect(insight?.kind).toBe('target')
      expect(insight?.text).toBe(expected)
      expect(insight?.slides).toEqual([1, 2])
    },
  )

  test.each<[Language, string, string, string]>([
    [
      'en',
      'Paying clinics',
      'Our serviceable market: 18,000 clinics with one to six vets',
      'Paying clinics 418 is 2.3% of Our serviceable market: 18,000 clinics with one to six vets',
    ],
    [
      'es',
      'Clínicas',
      'Mercado accesible: 18.000 clínicas independientes',
      'Clínicas 418 es el 2,3 % de Mercado accesible: 18.000 clínicas independientes',
    ],
    [
      'pt',
      'Clínicas',
      'Mercado acessível: 18.000 clínicas independentes',
      'Clínicas 418 é 2,3 % de Mercado acessível: 18.000 clínicas independentes',
    ],
  ])(
    'a %s count is stated as its share of the market the market slide names',
    (language, label, market, expected) => {
      const slides = [
        { title: 'Traction', lines: [stat(label, '418')] },
        { title: 'Market', lines: [bullet(market)] },
      ]

      const [insight] = compare(slides, ['traction', 'market'], language)

      expect(insight?.kind).toBe('share')
      expect(insight?.text).toBe(expected)
    },
  )

  test.each<[Language, string, string, string, string]>([
    [
      'pt',
      'custo por criança e por ano',
      '186 €',
      'Com a escala, o custo por criança desce para 180 € em 2028/29',
      'custo por criança e por ano 186 € face a o custo por criança desce para 180 € em 2028/29: −6 € (−3,2 %)',
    ],
    [
      'fr',
      'coût par enfant et par an',
      '186 €',
      'Avec l’échelle, le coût par enfant baisse à 180 € en 2028',
      'coût par enfant et par an 186 € face à le coût par enfant baisse à 180 € en 2028 : −6 € (−3,2 %)',
    ],
    [
      'en',
      'Cost per child per year',
      '£186',
      'At scale, the cost per child falls to £180 in 2028/29',
      'Cost per child per year £186 against the cost per child falls to £180 in 2028/29: −£6 (−3.2%)',
    ],
  ])(
    'a %s measure whose value moves on another slide gives the change',
    (language, label, value, sentence, expected) => {
      const slides = [
        { title: 'Results', lines: [stat(label, value)] },
        { title: 'Budget', lines: [bullet(sentence)] },
      ]

      const [insight] = compare(slides, ['traction', 'financials'], language)

      expect(insight?.kind).toBe('change')
      expect(insight?.text).toBe(expected)
    },
  )

  test('every computed figure is one the faithfulness arithmetic verifies from the figures beside it', () => {
    const slides = [
      { title: 'Traction', lines: [stat('Annual recurring revenue', '$3.4M')] },
      { title: 'Ask', lines: [bullet('Milestones: $10M ARR by Q4 2027')] },
    ]

    const [insight] = compare(slides, ['traction', 'ask'], 'en')
    const known = new Set(extractFigures('$3.4M $10M Q4 2027').map(canonicalFigure))

    expect(insight?.derived).toEqual(['2.9'])
    expect([...derivedFigures(insight!.text, known)]).toEqual(['2.9'])
  })

  test.each<[string, TestSlide[]]>([
    [
      'another qualifier names another measure (acute bed days are not virtual bed days)',
      [
        { title: 'Activity', lines: [stat('Virtual bed days', '1,446')] },
        { title: 'Impact', lines: [bullet('The programme saved about 1,300 acute bed days')] },
      ],
    ],
    [
      'a figure counted in another unit is not the measure (12 hours of training are not £12,000)',
      [
        { title: 'Budget', lines: [stat('Volunteer training', '£12,000')] },
        { title: 'Clubs', lines: [bullet('Volunteer training of 12 hours for everyone')] },
      ],
    ],
    [
      'a sentence restating both values is one fact, not two places',
      [
        { title: 'Catalogue', lines: [stat('Articles in the catalogue', '890')] },
        { title: 'Plan', lines: [bullet('Articles in the catalogue: from 890 to 578 by autumn')] },
      ],
    ],
  ])('no insight when %s', (_, slides) => {
    expect(compare(slides, ['content', 'content'], 'en')).toEqual([])
  })

  test.each<[Language, string, string, string]>([
    [
      'en',
      'Lehman was counterparty to around $5 trillion of CDS contracts.',
      'Payouts on Lehman’s CDS contracts amounted to only around $5 billion.',
      'CDS contracts',
    ],
    [
      'es',
      'Lehman tenía unos 5 billones $ en contratos de CDS.',
      'Los pagos de contratos de CDS fueron de solo 5 mil millones $.',
      'contratos de CDS',
    ],
    [
      'de',
      'Lehman war Gegenpartei von rund 5.000 Mrd. € an CDS-Kontrakten der Bank.',
      'Die Zahlungen auf CDS-Kontrakten der Bank betrugen nur 5 Mrd. €.',
      'CDS-Kontrakten der Bank',
    ],
  ])(
    'two %s sentences stating amounts of one thing a thousandfold apart are quoted as a contrast',
    (language, a, b, subject) => {
      const slides = [
        { title: 'One', lines: [{ kind: 'paragraph' as const, text: a }] },
        { title: 'Two', lines: [{ kind: 'paragraph' as const, text: b }] },
      ]

      const [insight] = compare(slides, ['content', 'content'], language)

      expect(insight?.kind).toBe('contrast')
      expect(insight?.subject).toBe(subject)
      expect(insight?.text).toContain(' — ')
    },
  )

  // A reader of the speech: "as Lehman was believed to be counterparty …" was the insight's first half, cut from
  // "The market for CDS froze," (a fragment is a wrong statement).
  test.each<[Language, string, string, string]>([
    [
      'en',
      'The market for swaps froze, as Lehman was counterparty to around $5 trillion of CDS contracts.',
      'Payouts on Lehman’s CDS contracts amounted to only around $5 billion.',
      'The market for swaps froze',
    ],
    [
      'es',
      'El mercado se congeló, ya que Lehman tenía unos 5 billones $ en contratos de CDS.',
      'Los pagos de contratos de CDS fueron de solo 5 mil millones $.',
      'El mercado se congeló',
    ],
    [
      'de',
      'Der Markt fror ein, da Lehman Gegenpartei von rund 5.000 Mrd. € an CDS-Kontrakten der Bank war.',
      'Die Zahlungen auf CDS-Kontrakten der Bank betrugen nur 5 Mrd. €.',
      'Der Markt fror ein',
    ],
  ])(
    'a %s contrast quotes a clause cut from its sentence with the whole sentence',
    (language, a, b, opening) => {
      const slides = [
        { title: 'One', lines: [{ kind: 'paragraph' as const, text: a }] },
        { title: 'Two', lines: [{ kind: 'paragraph' as const, text: b }] },
      ]

      const [insight] = compare(slides, ['content', 'content'], language)

      expect(insight?.kind).toBe('contrast')
      expect(insight?.text.startsWith(opening)).toBe(true)
    },
  )

  // A reader of the report: "more than the £11.7M running cost but less than …" was an insight's first half, cut
  // from "… were worth £13.2M," — the sentence states another figure, so it cannot stand in for the clause.
  test.each<[Language, string, string]>([
    [
      'en',
      'The bed days saved were worth £13.2M, more than the £11.7M running cost of the ward.',
      'Excluding set-up, the running cost of the ward was £375 per bed day.',
    ],
    [
      'es',
      'Las estancias ahorradas valían 13,2 M€, más que los 11,7 M€ de coste de funcionamiento del servicio.',
      'Sin la puesta en marcha, el coste de funcionamiento del servicio fue de 375 € por día.',
    ],
    [
      'de',
      'Die eingesparten Tage waren 13,2 Mio. € wert, mehr als die 11,7 Mio. € Betriebskosten der Station.',
      'Ohne Aufbau lagen die Betriebskosten der Station bei 375 € pro Tag.',
    ],
  ])('a %s contrast is not drawn from a clause its sentence cannot replace', (language, a, b) => {
    const slides = [
      { title: 'One', lines: [{ kind: 'paragraph' as const, text: a }] },
      { title: 'Two', lines: [{ kind: 'paragraph' as const, text: b }] },
    ]

    const insights = compare(slides, ['content', 'content'], language)

    expect(insights.filter((insight) => insight.kind === 'contrast')).toEqual([])
    for (const insight of insights) expect(insight.text).not.toMatch(/^\p{Ll}/u)
  })

  // A reader of the speech: "What explains the gap between $5 trillion and $5 billion?" — the speech says it, the
  // one is gross, the other net. Decision 119.
  test.each<[Language, string, string]>([
    [
      'en',
      'Lehman was counterparty to around $5 trillion of CDS contracts.',
      'Net payouts on Lehman’s CDS contracts amounted to only around $5 billion.',
    ],
    [
      'es',
      'Lehman tenía unos 5 billones $ en contratos de CDS.',
      'Los pagos netos por contratos de CDS fueron de solo 5 mil millones $.',
    ],
    [
      'de',
      'Lehman war Gegenpartei von rund 5.000 Mrd. € an CDS-Kontrakten der Bank.',
      'Die Nettozahlungen auf CDS-Kontrakten der Bank betrugen nur 5 Mrd. €.',
    ],
  ])(
    'two %s amounts on different bases (gross, net) stand as the contrast but name no subject to ask about',
    (language, a, b) => {
      const slides = [
        { title: 'One', lines: [{ kind: 'paragraph' as const, text: a }] },
        { title: 'Two', lines: [{ kind: 'paragraph' as const, text: b }] },
      ]

      const [insight] = compare(slides, ['content', 'content'], language)

      expect(insight?.kind).toBe('contrast')
      expect(insight?.subject).toBe('')
    },
  )
})
