import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedParagraph, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { enumeratedLines } from './enumerated-lines'
import { createLocalProvider } from './index'

describe('enumeratedLines', () => {
  test('reads lines that open with one enumerator as a list, and years, decimals and percentages as none', () => {
    const isItem = enumeratedLines([
      'A01:2025 Access',
      'A02:2025 Crypto',
      'A03:2025 Injection',
      '2019 was a good year',
      '3.5 M users',
      '10 % growth',
    ])

    expect(isItem('A02:2025 Crypto')).toBe(true)
    expect(isItem('2019 was a good year')).toBe(false)
    expect(isItem('3.5 M users')).toBe(false)
    expect(isItem('10 % growth')).toBe(false)
  })
})

/** A ranked list set as plain paragraphs, each item in a box of its own, most items also the titles of later slides. */
function rankingDeck(title: string, items: string[], flagged: Map<number, string>): TestSlide[] {
  return [
    { title: 'Deck', text: 'Cover', role: 'cover' },
    {
      title,
      lines: items.map((item, n) => boxedParagraph(n, flagged.has(n) ? `${item} ${flagged.get(n)}` : item)),
    },
    ...items.map((item) => ({ title: item, text: `What ${item} covers, with one example of it.` })),
  ]
}

// Issue 24, item 1 (reader r-n1): OWASP slide 16 said 5 of its 10 categories, in the order A01, A02, A04, A03, A10;
// the eight items that are later slides' titles were read as an agenda and cut to three.
describe('a ranked list set as paragraphs is said whole and in its order', () => {
  test.each<[Language, string, string[], Map<number, string>]>([
    [
      'en',
      'The Top Ten 2025',
      [
        'A01:2025 Broken Access Control',
        'A02:2025 Security Misconfiguration',
        'A03:2025 Supply Chain Failures',
        'A04:2025 Cryptographic Failures',
        'A05:2025 Injection',
        'A06:2025 Insecure Design',
        'A07:2025 Authentication Failures',
      ],
      new Map([[2, 'Greatly Expanded!']]),
    ],
    [
      'de',
      'Die zehn Anforderungen',
      [
        'V1. Architektur und Entwurf',
        'V2. Authentifizierung',
        'V3. Sitzungsverwaltung',
        'V4. Zugriffskontrolle',
        'V5. Eingabeprüfung',
        'V6. Kryptografie',
      ],
      new Map([[3, 'Neu!']]),
    ],
    [
      'fr',
      'Les six étapes',
      [
        '1. Mesurer les surfaces',
        '2. Choisir le coefficient',
        '3. Calculer le temps de concentration',
        '4. Lire l’intensité',
        '5. Calculer le débit',
        '6. Dimensionner le bassin',
      ],
      new Map([[4, 'Nouveau !']]),
    ],
  ])('in %s, every item in list order', async (language, title, items, flagged) => {
    const document = documentOf(rankingDeck(title, items, flagged), { language })

    const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })

    const entry = summary.slideBySlide[1]!.summary
    const at = items.map((item) => entry.indexOf(item.replace(/^\d\.\s/u, '')))
    expect(at.every((position) => position >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })
})
