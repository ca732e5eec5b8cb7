import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { createLocalProvider } from './index'

// Reader r-w1, the virtual-wards report's options section: "Options 2 and 3 both produce a clear net benefit." then
// "Its risk is the workforce: it needs 118 WTE…", whose "Its" is Option 3, named in the sentence the entry dropped.
// A possessive opening a sentence points back as its pronoun does (decision 161).
describe('a sentence whose subject is owned by the one before points back', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Its risk is the workforce: it needs 118 WTE, 37 more than today.',
      'Staffing needs 118 WTE, 37 more than today.',
    ],
    [
      'de',
      'Sein Risiko ist das Personal: 118 Vollzeitkräfte fehlen.',
      'Beim Personal fehlen 118 Vollzeitkräfte.',
    ],
    ['fr', 'Son risque est le personnel : il manque 118 ETP.', 'Le personnel manque : il faut 118 ETP.'],
    ['it', 'Il suo rischio è il personale: mancano 118 posti.', 'Il personale richiede 118 posti.'],
    ['nl', 'Hun risico is het personeel: er ontbreken 118 fte.', 'Het personeel vraagt 118 fte.'],
    ['nb', 'Dens risiko er bemanningen: det mangler 118 årsverk.', 'Bemanningen krever 118 årsverk.'],
  ])('%s: "%s" points back, "%s" does not', (language, pointing, standing) => {
    const { pointsBack } = DECK_WORDS[language].entries

    expect(pointsBack(pointing)).toBe(true)
    expect(pointsBack(standing)).toBe(false)
  })

  // Spanish "su", Portuguese "seu/sua" are as often the reader's "your" ("Su equipo ahorra…"), and Dutch "zijn" is
  // "are" ("Zijn er vragen?"): such a word opening a sentence says nothing of the sentence before (lead, on merging).
  test.each<[Language, string]>([
    ['es', 'Su equipo ahorra un 20 % al mes con la plataforma.'],
    ['pt', 'Seu negócio cresce 20 % ao mês com a plataforma.'],
    ['nl', 'Zijn er nog vragen over de 118 fte?'],
  ])('%s: "%s" may be the reader\'s own, and stands', (language, standing) => {
    expect(DECK_WORDS[language].entries.pointsBack(standing)).toBe(false)
  })
})

interface Section {
  title: string
  lines: string[]
  antecedent: string
  pointing: string
}

// A report's options section: the sentence naming the option is long and without figures, so that the entry
// ranks the sentence after it, with its figures, above it.
const sections: [Language, Section][] = [
  [
    'en',
    {
      title: '12. Options for the future',
      lines: [
        'We assessed four options, each at full capacity and at 2026/27 prices, with the same assumptions throughout.',
        'Options 2 and 3 both produce a clear net benefit for the Partnership and for the acute hospitals.',
      ],
      antecedent:
        'Option 3 produces the largest benefit and fits the winter bed modelling of the Partnership, which shows a ' +
        'gap in acute beds in the coldest months of every recent year across all of the hospitals in the county.',
      pointing: 'Its risk is the workforce: it needs 118 WTE, 37 more than are in post today.',
    },
  ],
  [
    'it',
    {
      title: '12. Opzioni per il futuro',
      lines: [
        'Abbiamo valutato quattro opzioni a piena capacità.',
        'Le opzioni 2 e 3 producono entrambe un chiaro beneficio netto.',
      ],
      antecedent:
        "L'opzione 3 produce il beneficio maggiore e si adatta al modello invernale della partnership, che mostra " +
        'una carenza di letti per acuti nei mesi più freddi di ogni anno recente in tutti gli ospedali della contea.',
      pointing: 'Il suo rischio è il personale: servono 118 ETP, 37 più di oggi.',
    },
  ],
  [
    'fr',
    {
      title: "12. Options pour l'avenir",
      lines: [
        'Nous avons évalué quatre options, chacune à pleine capacité et aux prix de 2026/27, avec les mêmes hypothèses.',
        'Les options 2 et 3 produisent toutes deux un net bénéfice pour le partenariat et pour les hôpitaux.',
      ],
      antecedent:
        "L'option 3 produit le plus grand bénéfice et répond au modèle hivernal du partenariat, qui montre un " +
        'manque de lits aigus pendant les mois les plus froids de chaque année récente dans tous les hôpitaux.',
      pointing: "Son risque est le personnel : il lui faut 118 ETP, 37 de plus qu'aujourd'hui.",
    },
  ],
]

describe("a section's bullet whose subject points back (decision 161)", () => {
  test.each(sections)('%s: is said only with the sentence before it', async (language, s) => {
    const page = { title: s.title, text: [...s.lines, s.antecedent, s.pointing].join('\n') }
    const summary = await createLocalProvider().summarize(documentOf([page], { language, format: 'pdf' }), {
      documentType: 'document',
    })

    const bullets = summary.slideBySlide[0]!.summary.split('\n').map((line) => line.replace(/^- /u, ''))
    const at = bullets.findIndex((bullet) => bullet.includes(s.pointing))
    expect(at === -1 || (at > 0 && bullets[at - 1]!.includes(s.antecedent))).toBe(true)
  })
})
