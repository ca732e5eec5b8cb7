import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { splitSentences } from './split-sentences'

// Reader r-b2 (decision 205): a statute deck's sentences were cut at "i. S." ("S. von § 1 Abs. 3 …" left as a
// sentence) and at the ordinals of "nach Vollendung des 55. Lebensjahres".
describe('a rule’s references and ordinals end no sentence', () => {
  test.each<[Language, string]>([
    [
      'de',
      'Berechtigte Interessen i. S. d. § 1 Abs. 3 S. 2 KSchG zählen ggf. mit. Das gilt i. V. m. § 2 Nr. 4.',
    ],
    ['de', 'Die Vereinbarung ist ein Vertrag iSd. § 623 BGB und bedarf der Schriftform. Sie gilt sofort.'],
    ['en', 'The duty under s. 5 of the Act applies, cf. para. 3 of the schedule. It ends in May.'],
    ['fr', 'Le délai suit l’art. L. 1233 al. 2 du code. Il court un mois.'],
    ['es', 'Se aplica el art. 51 del Estatuto, núm. 2, a todos los despidos. Luego se consulta.'],
    ['it', 'Si applica l’art. 24 co. 1 della legge. Poi si consulta il sindacato.'],
    ['pt', 'Aplica-se o art. 477 da lei, n.º 2, a todos os casos. Depois consulta-se.'],
    ['nl', 'Dit volgt uit art. 7 lid 2 jo. art. 9 van de wet. Daarna volgt de toets.'],
    ['nb', 'Regelen gjelder jf. § 15-7 nr. 2 i loven. Deretter kommer drøftingen.'],
  ])('a %s rule with its references is one sentence: "%s"', (language, text) => {
    expect(splitSentences(text, language)).toHaveLength(2)
  })

  test.each<[Language, string, string]>([
    [
      'de',
      'Ihm kann nach Vollendung des 55. Lebensjahres nur aus wichtigem Grund gekündigt werden. Das gilt stets.',
      'Ihm kann nach Vollendung des 55. Lebensjahres nur aus wichtigem Grund gekündigt werden.',
    ],
    [
      'nb',
      'Arbeidstakeren som har passert sin 62. Fødselsdag kan gå av med pensjon. Det gjelder alle.',
      'Arbeidstakeren som har passert sin 62. Fødselsdag kan gå av med pensjon.',
    ],
  ])('a %s ordinal after an article is no sentence end', (language, text, first) => {
    expect(splitSentences(text, language)[0]).toBe(first)
  })

  test.each<[Language, string]>([
    ['de', 'Die Zahl stieg von 50 bis 100. Danach fiel sie wieder.'],
    ['nb', 'Tallet steg fra 50 til 100. Deretter falt det.'],
    ['en', 'The count rose to 100. Then it fell.'],
  ])('a %s number that ends its sentence still ends it', (language, text) => {
    expect(splitSentences(text, language)).toHaveLength(2)
  })
})
