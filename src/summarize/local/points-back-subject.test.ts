import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { pointsBackIn } from './points-back-in'

// Reader r-p1 of the BoE speech: sentences lifted out of the sentence that gives them their meaning.
const cases: {
  language: Language
  afterLeadIn: string
  afterClause: string
  within: string
  condition: string
  hypothesis: string
  dummy: string
  impersonal: string
  stands: string[]
}[] = [
  {
    language: 'en',
    afterLeadIn: 'By 2008, it had risen to around 0.35.',
    afterClause: 'As these total 14,000 and 20,000 respectively, this is a large network.',
    within: 'AIG was similarly situated.',
    condition: 'If that were the end of the story, uncertainty would not matter.',
    hypothesis: 'Bank A could monitor Bank B and price the insurance accordingly.',
    dummy: 'Because it costs 6950 cycles to compile a bytecode, we break even after 270 runs.',
    impersonal: 'It seems the backlog doubled to 40 items in 2025.',
    stands: [
      'In 2000, the WHO established a network of 120 institutions.',
      'Derivatives, such as CDS, grew fast.',
    ],
  },
  {
    language: 'de',
    afterLeadIn: 'Kurz gesagt, dieser Wert stieg bis 2008 auf rund 0,35.',
    afterClause: 'Da diese 14.000 und 20.000 betragen, ist das Netz groß.',
    within: 'Die AIG war ebenso betroffen.',
    condition: 'Wenn das alles wäre, spielte die Unsicherheit keine Rolle.',
    hypothesis: 'Bank A könnte Bank B überwachen und die Versicherung entsprechend bepreisen.',
    dummy: 'Da es 6950 Zyklen kostet, einen Bytecode zu übersetzen, lohnt es sich nach 270 Läufen.',
    impersonal: 'Es gibt zwei Komponenten für Stufe 2.',
    stands: [
      'Im Jahr 2000, gründete die WHO ein Netz von 120 Instituten.',
      'Derivate, etwa CDS, wuchsen schnell.',
    ],
  },
  {
    language: 'fr',
    afterLeadIn: 'En 2008, il était monté à environ 0,35.',
    afterClause: 'Puisque ces réseaux comptent 14 000 et 20 000 nœuds, le réseau est grand.',
    within: 'AIG était de même exposée.',
    condition: "Si c'était toute l'histoire, l'incertitude compterait peu.",
    hypothesis: 'La banque A pourrait surveiller la banque B et fixer le prix en conséquence.',
    dummy: "Comme il faut 6950 cycles pour compiler, il est rentable de l'exécuter 270 fois.",
    impersonal: 'Il y a deux composants pour le niveau 2.',
    stands: ["En 2000, l'OMS a créé un réseau de 120 institutions.", 'Les dérivés, comme les CDS, ont crû.'],
  },
]

describe("a document's sentence whose subject or condition is in the sentence before points back", () => {
  test.each(cases)('a pronoun after a short lead-in or a subordinator ($language)', (words) => {
    const pointsBack = pointsBackIn(words.language, true)
    expect(pointsBack(words.afterLeadIn)).toBe(true)
    expect(pointsBack(words.afterClause)).toBe(true)
  })

  test.each(cases)('a word that compares with what was said ($language)', ({ language, within }) => {
    expect(pointsBackIn(language, true)(within)).toBe(true)
  })

  test.each(cases)('the hypothesis of a conditional sentence going on ($language)', (words) => {
    const pointsBack = pointsBackIn(words.language, true)
    expect(pointsBack(words.hypothesis, words.condition)).toBe(true)
    // Without the condition before it, the same sentence stands.
    expect(pointsBack(words.hypothesis, words.afterClause)).toBe(false)
  })

  test.each(cases)('a dummy subject or a subject before its comma stands ($language)', (words) => {
    const pointsBack = pointsBackIn(words.language, true)
    expect(pointsBack(words.dummy)).toBe(false)
    for (const sentence of words.stands) expect(pointsBack(sentence)).toBe(false)
  })

  // Reader of the French ASVS talk: "Il y a deux composants pour le niveau 2" dropped as pointing back.
  test.each(cases)(
    'an impersonal pronoun points at nothing before ($language)',
    ({ language, impersonal }) => {
      expect(pointsBackIn(language, true)(impersonal)).toBe(false)
    },
  )
})
