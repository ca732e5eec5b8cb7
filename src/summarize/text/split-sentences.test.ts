import { describe, expect, test } from 'vitest'
import { endsAsQuestion, splitSentences } from './split-sentences'

describe('splitSentences', () => {
  test.each([
    ['de', 'Der ARR stieg auf 7,9 Mio. € im Jahr 2025. Das Ziel sind 12,1 Mrd. Euro bzw. mehr.', 2],
    ['de', 'Wir planen z. B. neue Märkte in Österreich. Danach folgt die Schweiz.', 2],
    ['fr', 'On vise p. ex. la Suisse romande. Ensuite vient la Belgique.', 2],
    ['es', 'Reunión con el Sr. López el lunes. Luego firmamos el contrato.', 2],
    ['en', 'Plan vs. actual was 12% lower. We use tools, e.g. Excel, every week. Then we report.', 3],
  ] as const)('does not cut a %s sentence at an abbreviation: "%s"', (language, text, count) => {
    const sentences = splitSentences(text, language)

    expect(sentences).toHaveLength(count)
    expect(sentences.every((sentence) => /[.!?]$/.test(sentence))).toBe(true)
  })

  // Issue 24, item 7: statements were cut at dates like "30. Juni".
  test.each([
    [
      'de',
      'Die Halle wird am 30. Juni 2026 übergeben. Danach folgt der Umzug.',
      'Die Halle wird am 30. Juni 2026 übergeben.',
    ],
    [
      'de',
      'Ab dem 1. Mai gilt der neue Tarif für alle Betriebe. Ende.',
      'Ab dem 1. Mai gilt der neue Tarif für alle Betriebe.',
    ],
    [
      'nb',
      'Kommunestyret vedtar tilleggsbevilgningen 18. juni. Byggingen fortsetter.',
      'Kommunestyret vedtar tilleggsbevilgningen 18. juni.',
    ],
    [
      'nl',
      'De overdracht volgt op 1. juli 2026. Daarna de verhuizing.',
      'De overdracht volgt op 1. juli 2026.',
    ],
  ] as const)('does not cut a %s sentence at a day written as an ordinal: "%s"', (language, text, first) => {
    const sentences = splitSentences(text, language)

    expect(sentences).toHaveLength(2)
    expect(sentences[0]).toBe(first)
  })

  test('still cuts after a sentence that ends in a number when no month follows', () => {
    expect(splitSentences('Die Quote lag bei 12. Danach stieg sie.', 'de')).toHaveLength(2)
  })

  test('still cuts after an ordinary full stop and a figure', () => {
    expect(splitSentences('Revenue was 4.2 million. Margin rose to 38 %. Churn fell.', 'en')).toEqual([
      'Revenue was 4.2 million.',
      'Margin rose to 38 %.',
      'Churn fell.',
    ])
  })

  // Issue 24, item 7 (reader r24): a quotation was cut after its first sentence, a title after "U.S.".
  test.each([
    ['en', '“It’s a Sputnik moment. Communities rise or fall on their workforce.” He said so.'],
    ['it', '«È un momento Sputnik. Le città crescono o cadono con il lavoro.» Lo ha detto.'],
    ['de', '„Es ist ein Sputnik-Moment. Städte steigen oder fallen mit ihren Fachkräften.” Das sagte er.'],
  ] as const)('does not end a %s sentence inside a quotation still open', (language, text) => {
    const sentences = splitSentences(text, language)

    expect(sentences).toHaveLength(2)
    expect(sentences[0]).toMatch(/[”»]$/u)
  })

  test('does not end a sentence after an initialism written with points', () => {
    expect(splitSentences('Director of U.S. Community Partnerships spoke. Then others did.', 'en')).toEqual([
      'Director of U.S. Community Partnerships spoke.',
      'Then others did.',
    ])
  })

  // Decision 130: the abbreviations match in any case, the initial only as a capital, in every call of a process.
  test.each([
    ['es', 'Reunión con el SR. López hoy. Luego firmamos.', 'Vimos a la señora m. Ayer llegó.'],
    ['de', 'Das sind 7,9 MIO. € im Jahr. Danach mehr.', 'Wir trafen Frau k. Dann ging sie.'],
    ['en', 'Plan VS. actual was lower. Then we report.', 'We met at gate b. Then we left.'],
  ] as const)(
    'a %s abbreviation holds in any case, a lower-case letter is no initial',
    (language, upper, lower) => {
      for (const round of [1, 2]) {
        expect(splitSentences(upper, language), `round ${round}`).toHaveLength(2)
        expect(splitSentences(lower, language), `round ${round}`).toHaveLength(2)
      }
    },
  )
})

describe('endsAsQuestion', () => {
  test.each([
    ['Will DOD sites ever trust them, or will we have to pay?', true],
    ['Werden wir zahlen müssen?” ', true],
    ['« Faut-il payer ? »', false],
    ['Est-ce suffisant ?»', true],
    ['We hope to see progress in 2007.', false],
    ['Why? Because it pays.', false],
  ] as const)('says whether "%s" ends as a question', (text, isQuestion) => {
    const ends = endsAsQuestion(text)

    expect(ends).toBe(isQuestion)
  })

  // Issue 24, reader r-z3 (decision 185): a quotation in straight marks was cut after its first sentence, its
  // answer and its closing mark dropped ("\"Is the information I want in the 3rd line?").
  test.each([
    ['en', '"Is it in the 3rd line? It is, but with -a it is in the 4th line". Then you parse it again.', 2],
    ['de', 'Er fragt: "Steht es in Zeile 3? Ja, aber mit -a in Zeile 4". Dann wird neu gelesen.', 2],
    ['fr', 'Il demande : "Est-ce en ligne 3 ? Oui, mais avec -a en ligne 4". Puis on relit tout.', 2],
    ['en', 'The screen is 12" wide. The case is 14" deep. Both fit.', 3],
  ] as const)('keeps a %s quotation in straight marks whole: "%s"', (language, text, count) => {
    const sentences = splitSentences(text, language)

    expect(sentences).toHaveLength(count)
  })
})
