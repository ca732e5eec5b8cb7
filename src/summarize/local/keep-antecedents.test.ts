import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { DECK_WORDS } from './deck-words'
import { createLocalProvider } from './index'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const document = documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], { language })
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

// Issue 24, reader r-m2: "On average 71% of admitted freshmen fell into this category." and "There is flexibility
// for markets on when you choose to do this." were kept without the sentence that says which category, or what.
describe('a sentence that points back within is kept with the one it points at', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Graduation rates',
      ['Only about 50% of students finish a degree in six years', 'Rates vary by selectivity'],
      'Rates are based on freshmen who attend full-time and intend to complete a degree.',
      'On average 71% of admitted freshmen fell into this category in 2006.',
    ],
    [
      'de',
      'Abschlussquoten',
      ['Nur etwa 50 % schließen in sechs Jahren ab', 'Die Quoten schwanken stark'],
      'Die Quoten beruhen auf Studienanfängern in Vollzeit, die einen Abschluss anstreben.',
      'Im Schnitt fielen 71 % der Zugelassenen im Jahr 2006 in diese Gruppe.',
    ],
    [
      'fr',
      'Taux de réussite',
      ['Seuls 50 % environ obtiennent un diplôme en six ans', 'Les taux varient fortement'],
      'Les taux portent sur les étudiants à plein temps qui visent un diplôme.',
      'En moyenne 71 % des admis relevaient de cette catégorie en 2006.',
    ],
  ])(
    '%s: the notes keep the antecedent before the sentence that needs it',
    async (language, title, lines, antecedent, sentence) => {
      const entry = await entryOf(
        { title, lines: lines.map(bullet), notes: `${antecedent} ${sentence}` },
        language,
      )

      expect(entry).toContain(sentence)
      expect(entry).toContain(antecedent)
    },
  )

  test.each<[Language, string, string]>([
    ['en', 'There is flexibility on when you choose to do this.', 'We hired 12 engineers this year.'],
    ['de', 'Im Schnitt fielen 71 % in diese Kategorie.', 'Die Kosten stiegen diese Woche um 4 %.'],
    ['fr', 'Les marchés peuvent choisir quand le faire.', 'Le coût a augmenté de 4 % ce mois.'],
    ['es', 'Los mercados eligen cuándo hacerlo.', 'El coste subió un 4 % este año.'],
    ['it', 'In media il 71 % rientrava in questa categoria.', 'Il costo è salito del 4 % questo mese.'],
    ['pt', 'Os mercados escolhem quando fazê-lo.', 'O custo subiu 4 % este ano.'],
    ['nl', 'Gemiddeld viel 71 % in deze categorie.', 'Het budget steeg dit jaar met 4 %.'],
    ['nb', 'Markedene velger når de vil gjøre dette.', 'Budsjettet økte med 4 % i år.'],
  ])('%s: "%s" points back, "%s" does not', (language, pointing, standing) => {
    const { pointsBack } = DECK_WORDS[language].entries

    expect(pointsBack(pointing)).toBe(true)
    expect(pointsBack(standing)).toBe(false)
  })
})

// Issue 24, reader r-z3 (decision 185): "However, the track record is actually pretty good." was kept from the
// notes without "these are not always met", the sentence it answers. A speaker's notes are running text.
describe('a notes sentence that opens on a contrast keeps the sentence it answers', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Service level agreement',
      ['Uptime for two or more instances in a set', 'Hardware and network failures are included'],
      'These targets are not always met, and there is usually some compensation.',
      'However, the track record is good: about 4 hours of downtime per year.',
    ],
    [
      'de',
      'Service-Level-Vereinbarung',
      ['Verfügbarkeit ab zwei Instanzen in einer Gruppe', 'Hardware- und Netzausfälle sind abgedeckt'],
      'Diese Ziele werden nicht immer erreicht, und meist gibt es eine Entschädigung.',
      'Jedoch ist die Bilanz gut: etwa 4 Stunden Ausfall pro Jahr.',
    ],
    [
      'fr',
      'Accord de niveau de service',
      ['Disponibilité à partir de deux instances', 'Les pannes de matériel et de réseau sont couvertes'],
      'Ces objectifs ne sont pas toujours tenus, et il y a souvent une compensation.',
      'Cependant, le bilan est bon : environ 4 heures d’arrêt par an.',
    ],
  ])('%s: the contrast is said with what it answers', async (language, title, lines, answered, contrast) => {
    const entry = await entryOf(
      { title, lines: lines.map(bullet), notes: `${answered} ${contrast}` },
      language,
    )

    expect(entry).toContain(contrast)
    expect(entry).toContain(answered)
  })
})
