import { describe, expect, test } from 'vitest'
import { IngestError } from '../ingest-error'
import { detectLanguage, guessLanguage } from './detect-language'

// Article 1 of the Universal Declaration of Human Rights, a text translated into every language.
const ARTICLE_1 = {
  en: 'All human beings are born free and equal in dignity and rights. They are endowed with reason and conscience and should act towards one another in a spirit of brotherhood.',
  es: 'Todos los seres humanos nacen libres e iguales en dignidad y derechos y, dotados como están de razón y conciencia, deben comportarse fraternalmente los unos con los otros.',
  pt: 'Todos os seres humanos nascem livres e iguais em dignidade e em direitos. Dotados de razão e de consciência, devem agir uns para com os outros em espírito de fraternidade.',
  fr: 'Tous les êtres humains naissent libres et égaux en dignité et en droits. Ils sont doués de raison et de conscience et doivent agir les uns envers les autres dans un esprit de fraternité.',
  de: 'Alle Menschen sind frei und gleich an Würde und Rechten geboren. Sie sind mit Vernunft und Gewissen begabt und sollen einander im Geist der Brüderlichkeit begegnen.',
  it: 'Tutti gli esseri umani nascono liberi ed eguali in dignità e diritti. Essi sono dotati di ragione e di coscienza e devono agire gli uni verso gli altri in spirito di fratellanza.',
  nl: 'Alle mensen worden vrij en gelijk in waardigheid en rechten geboren. Zij zijn begiftigd met verstand en geweten, en behoren zich jegens elkander in een geest van broederschap te gedragen.',
  nb: 'Alle mennesker er født frie og med samme menneskeverd og menneskerettigheter. De er utstyrt med fornuft og samvittighet og bør handle mot hverandre i brorskapets ånd.',
}

function refusal(text: string): string | undefined {
  try {
    detectLanguage(text)
    return undefined
  } catch (error) {
    if (!(error instanceof IngestError)) throw error
    return error.code
  }
}

describe('detectLanguage', () => {
  test.each(Object.entries(ARTICLE_1))('recognises %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language)
  })

  test.each([
    [
      'Russian',
      'Все люди рождаются свободными и равными в своем достоинстве и правах. Они наделены разумом и совестью.',
    ],
    ['Greek', 'Όλοι οι άνθρωποι γεννιούνται ελεύθεροι και ίσοι στην αξιοπρέπεια και τα δικαιώματα.'],
    ['Hindi', 'सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता और समानता प्राप्त है।'],
    [
      'Polish',
      'Wszyscy ludzie rodzą się wolni i równi pod względem swej godności i swych praw. Są oni obdarzeni rozumem i sumieniem.',
    ],
  ])('refuses %s', (_name, text) => {
    expect(refusal(text)).toBe('unsupported_language')
  })

  test('refuses Chinese text even when many of its letters are English terms', () => {
    const text =
      '使用 Kubernetes cluster federation 管理多个集群，通过 control plane 统一调度工作负载和服务。'.repeat(5)

    expect(refusal(text)).toBe('unsupported_language')
  })

  test('names the supported languages when it refuses', () => {
    expect(() => detectLanguage('Все люди рождаются свободными и равными')).toThrow(/English.*Norwegian/)
  })

  test('keeps English for text too short to tell', () => {
    expect(detectLanguage('Q3 KPIs')).toBe('en')
  })

  test('goes by the dominant language when a French deck quotes English', () => {
    const text = `${ARTICLE_1.fr} ${ARTICLE_1.fr} Cross-site scripting (XSS) ${ARTICLE_1.fr}`

    expect(detectLanguage(text)).toBe('fr')
  })

  test('reads the whole document, not its opening pages: an English cover and agenda before a German body', () => {
    const cover = Array.from({ length: 15 }, () => ARTICLE_1.en).join('\n')
    const body = Array.from({ length: 200 }, () => ARTICLE_1.de).join('\n')

    expect(detectLanguage(`${cover}\n${body}`)).toBe('de')
  })
})

describe('guessLanguage', () => {
  test('names the language of a summary', () => {
    expect(guessLanguage(ARTICLE_1.de)).toBe('de')
    expect(guessLanguage(ARTICLE_1.en)).toBe('en')
  })

  test('cannot tell from a few words', () => {
    expect(guessLanguage('Revenue 4.2M')).toBeUndefined()
  })
})
