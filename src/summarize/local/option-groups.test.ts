import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, boxedParagraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

interface Options {
  title: string
  first: string
  firstCase: string[]
  second: string
  secondCase: string[]
}

// Reader r-w1, Wrenfield slide 8: Option B was filed as an item of Option A and its case cut after "first items".
const OPTIONS: Record<'en' | 'de' | 'fr', Options> = {
  en: {
    title: 'Options for the press line',
    first: 'Option A: overhaul and stock parts',
    firstCase: [
      'Critical parts in store: £41,000',
      'The press is 23 years old; more stoppages are likely',
      'No change to output',
    ],
    second: 'Option B: buy a new press (recommended)',
    secondCase: [
      'New servo press: £1.62M capital',
      '14% more output on Line 2 and 11% lower power use',
      'Fitted in the July 2027 stoppage; payback 4.1 years',
    ],
  },
  de: {
    title: 'Optionen für die Presslinie',
    first: 'Option A: überholen und Teile lagern',
    firstCase: [
      'Kritische Teile im Lager: 41.000 €',
      'Die Presse ist 23 Jahre alt; weitere Ausfälle sind wahrscheinlich',
      'Keine Änderung der Leistung',
    ],
    second: 'Option B: neue Presse kaufen (empfohlen)',
    secondCase: [
      'Neue Servopresse: 1,62 Mio. € Investition',
      '14 % mehr Leistung auf Linie 2 und 11 % weniger Strom',
      'Einbau im Stillstand Juli 2027; Amortisation in 4,1 Jahren',
    ],
  },
  fr: {
    title: 'Options pour la ligne de presse',
    first: 'Option A : réviser et stocker des pièces',
    firstCase: [
      'Pièces critiques en stock : 41 000 €',
      'La presse a 23 ans ; d’autres arrêts sont probables',
      'Aucun changement de production',
    ],
    second: 'Option B : acheter une presse neuve (recommandée)',
    secondCase: [
      'Nouvelle presse servo : 1,62 M€ d’investissement',
      '14 % de production en plus sur la ligne 2 et 11 % d’électricité en moins',
      'Installée lors de l’arrêt de juillet 2027 ; retour en 4,1 ans',
    ],
  },
}

describe('options set as headings over bullets of their own', () => {
  test.each(['en', 'de', 'fr'] as const)(
    'each option leads its own bullet with its own figures (%s)',
    async (language: Language & keyof typeof OPTIONS) => {
      const { title, first, firstCase, second, secondCase } = OPTIONS[language]
      const slides: TestSlide[] = [
        cover,
        {
          title,
          lines: [
            boxedParagraph(0, first),
            ...firstCase.map((line) => boxedBullet(1, line)),
            boxedParagraph(2, second),
            ...secondCase.map((line) => boxedBullet(3, line)),
          ],
        },
      ]

      const bullets = (await entriesOf(slides, language))[1]!.split('\n')

      const firstBullet = bullets.find((bullet) => bullet.includes(first))
      const secondBullet = bullets.find((bullet) => bullet.includes(second))
      // Option B opens a bullet of its own, never an item of Option A.
      expect(firstBullet).toBeDefined()
      expect(firstBullet).not.toContain(second)
      expect(secondBullet?.replace(/^- /u, '').startsWith(second)).toBe(true)
      // Its case keeps every line with a figure: the cost, the gain and the payback.
      for (const line of secondCase) expect(secondBullet).toContain(line)
      expect(firstBullet).toContain(firstCase[0]!)
    },
  )
})

describe('an option heading a PDF wrapped onto two lines', () => {
  test.each(['en', 'de', 'fr'] as const)(
    'is one heading, over its own case (%s)',
    async (language: Language & keyof typeof OPTIONS) => {
      const { title, first, firstCase, second, secondCase } = OPTIONS[language]
      const cut = second.indexOf(' (')
      const slides: TestSlide[] = [
        cover,
        {
          title,
          lines: [
            boxedParagraph(0, first),
            ...firstCase.map((line) => boxedBullet(1, line)),
            boxedParagraph(2, second.slice(0, cut)),
            boxedParagraph(2, second.slice(cut + 1)),
            ...secondCase.map((line) => boxedBullet(3, line)),
          ],
        },
      ]

      const bullets = (await entriesOf(slides, language))[1]!.split('\n')

      const secondBullet = bullets.find((bullet) => bullet.includes(second))
      expect(secondBullet?.replace(/^- /u, '').startsWith(second)).toBe(true)
      for (const line of secondCase) expect(secondBullet).toContain(line)
    },
  )
})
