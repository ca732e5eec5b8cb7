import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { isRecommendation, readRecommendations } from './read-recommendations'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'
import { bulletLines, paragraph } from '../../shared/test-support/document-of'

// Decision 109: a document's remedies in its author's voice are its asks (reader: "its policy remedies give no
// action items"); another's view, a hypothesis, a condition, a question or a figure is none.

interface Case {
  remedy: string
  reported: string
  hypothesis: string
  condition: string
  recurring: string
  figure: string
}

const CASES: Partial<Record<Language, Case>> = {
  en: {
    remedy: 'Policymakers and practitioners need to invest in new means of analysis.',
    reported: 'According to the industry, regulators should wait for better data before acting.',
    hypothesis: 'An investor in such a product would need to read every page of its documentation.',
    condition: 'If the market freezes, the authorities must act within hours.',
    recurring:
      'The result is that, whenever the watchmaker is interrupted, his work is lost and he must start again.',
    figure: 'Banks should hold capital of at least 8 per cent of their assets.',
  },
  de: {
    remedy: 'Die Aufsicht sollte die Daten über das gesamte Netzwerk sammeln und veröffentlichen.',
    reported: 'Laut dem Verband sollte die Aufsicht erst auf bessere Daten warten.',
    hypothesis: 'Ein Anleger müsste alles lesen, was er ohnehin nicht verstehen könnte und sollte.',
    condition: 'Wenn der Markt einfriert, muss die Aufsicht sofort handeln und informieren.',
    recurring: 'Die Folge ist, dass der Uhrmacher jedes Mal, wenn er gestört wird, von vorn beginnen muss.',
    figure: 'Banken sollten mindestens 8 Prozent ihrer Aktiva als Kapital halten.',
  },
  fr: {
    remedy: 'Il faut que les autorités collectent et publient les données sur tout le réseau.',
    reported: 'Selon les banques, les autorités devraient attendre de meilleures données.',
    hypothesis: 'Un investisseur pourrait devoir lire toute la documentation, ce qui doit surprendre.',
    condition: 'Si le marché se bloque, les autorités doivent agir dans les heures qui suivent.',
    recurring: 'Le résultat est que, chaque fois qu’il est interrompu, l’horloger doit tout recommencer.',
    figure: 'Les banques devraient détenir au moins 8 % de leurs actifs en capital.',
  },
}

describe('a recommendation in the author’s voice', () => {
  test.each<[Language]>([['en'], ['de'], ['fr']])('a %s remedy with a modal is one', (language) => {
    const { remedy } = CASES[language]!

    expect(isRecommendation(remedy, language)).toBe(true)
  })

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s view reported from others, a hypothesis, a condition, what recurs "whenever" or a figure is none',
    (language) => {
      const { reported, hypothesis, condition, recurring, figure } = CASES[language]!

      const found = [reported, hypothesis, condition, recurring, figure].filter((text) =>
        isRecommendation(text, language),
      )

      expect(found).toEqual([])
    },
  )

  test('a question or the second half of a contrast alone is none', () => {
    const sentences = [
      'Should the authorities collect data on every link of the network?',
      'But the debate needs to go further than the clearing of swaps.',
      'It needs instead to focus on system-wide, systematic risk.',
      'It is important that in future the question becomes not “Why?”',
    ]

    expect(sentences.filter((text) => isRecommendation(text, 'en'))).toEqual([])
  })

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s document’s remedy is read from its own text, not from its speaker notes',
    (language) => {
      const { remedy, reported } = CASES[language]!
      const lines = overallLinesOf(
        [
          { title: 'Network', text: 'A first paragraph that describes the network at length.' },
          { title: 'More', text: 'A second paragraph that describes the network again.' },
          { title: 'Remedies', text: `${remedy}\n${reported}`, notes: remedy.replace(/\.$/u, ' too.') },
        ],
        language,
      )

      const found = readRecommendations(lines)

      expect([...found.entries()]).toEqual([[lineStarting(lines, remedy.slice(0, 12)), remedy]])
    },
  )
})

test('a modal in the first half of a document expects, it recommends nothing', () => {
  const expects = 'Long periods of apparent robustness should offer little comfort to the authorities.'
  const lines = overallLinesOf(
    [
      { title: 'Network', text: expects },
      { title: 'More', text: 'A second paragraph that describes the network again.' },
      { title: 'Close', text: 'A closing paragraph that describes the network once more.' },
    ],
    'en',
  )

  expect(readRecommendations(lines).size).toBe(0)
})

// Decision 113: a document's programme is put forward as options ("One option would be …", "could be extended"),
// and the reader counts each as an ask; a slogan without its object is none.
const PROPOSALS: Partial<
  Record<Language, { option: string; extended: string; slogan: string; contrast: string }>
> = {
  en: {
    option: 'One option would be to extend central clearing to all over-the-counter derivatives.',
    extended: 'Netting could be extended to a wider range of contracts and counterparties.',
    slogan: 'Finance needs to catch up.',
    contrast: 'But there is a strong case for central clearing of all credit derivatives.',
  },
  de: {
    option: 'Ein erster Schritt wäre ein Register aller Forderungen zwischen den Banken.',
    extended: 'Das Netting könnte auf weitere Verträge und Gegenparteien ausgeweitet werden.',
    slogan: 'Die Finanzbranche muss aufholen.',
    contrast: 'Aber es spricht viel dafür, das Netting auf alle Verträge der Banken auszuweiten.',
  },
  fr: {
    option: 'Une première étape serait de créer un registre des créances entre les banques.',
    extended: 'La compensation pourrait être étendue à d’autres contrats et contreparties.',
    slogan: 'La finance doit suivre.',
    contrast: 'Mais il y a lieu d’étendre la compensation à tous les contrats entre banques.',
  },
}

describe('a proposal in the author’s voice', () => {
  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s option put forward is a recommendation',
    (language) => {
      const { option, extended } = PROPOSALS[language]!

      expect([isRecommendation(option, language), isRecommendation(extended, language)]).toEqual([true, true])
    },
  )

  test.each<[Language]>([['en'], ['de'], ['fr']])('a %s slogan without its object is none', (language) => {
    const { slogan } = PROPOSALS[language]!

    expect(isRecommendation(slogan, language)).toBe(false)
  })

  test.each<[Language]>([['en'], ['de'], ['fr']])(
    'a %s proposal opening on a contrast is an action without its connective',
    (language) => {
      const { contrast } = PROPOSALS[language]!
      const lines = overallLinesOf(
        [
          { title: 'Network', text: 'A first paragraph that describes the network at length.' },
          { title: 'More', text: 'A second paragraph that describes the network again.' },
          { title: 'Remedies', text: contrast },
        ],
        language,
      )

      const found = [...readRecommendations(lines).values()]

      const stated = contrast.replace(/^\p{L}+,?\s+/u, '')
      expect(found).toEqual([stated.charAt(0).toUpperCase() + stated.slice(1)])
    },
  )
})

// Reader r-x2: of two parallel asks, "E-Authentication needs to …" was kept and "inCommon needs to …" dropped, its
// name in camel case taken for a line cut by the layout (decision 174).
describe("a talk's asks of named parties", () => {
  test.each<[Language, string, string[]]>([
    [
      'en',
      'Interfederation status',
      [
        'inCommon needs to up its policy, procedures and audit requirements',
        'E-Authentication needs to up its privacy protections',
      ],
    ],
    [
      'fr',
      "État de l'interfédération",
      [
        'eduGAIN doit renforcer ses règles, ses procédures et ses audits',
        'FranceConnect doit renforcer la protection de la vie privée',
      ],
    ],
    [
      'de',
      'Stand der Interföderation',
      [
        'eduGAIN muss seine Regeln, Verfahren und Prüfungen verschärfen',
        'Die Bundesföderation muss den Datenschutz verbessern',
      ],
    ],
  ])('keeps an obligation of a party named in camel case beside its twin (%s)', (language, title, asks) => {
    const lines = overallLinesOf(
      [
        { title: 'Identity federations', role: 'cover', lines: [paragraph('Peter Alterman, 2006')] },
        {
          title: 'Levels of assurance',
          text: bulletLines('Level 1 means little or no assurance of identity'),
        },
        { title, text: bulletLines('Said to be getting close after two years and two tries', ...asks) },
      ],
      language,
      true,
    )

    const remedies = [...readRecommendations(lines).values()]

    expect(remedies).toEqual(expect.arrayContaining(asks))
  })
})
