import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'
import { saysLittle } from './says-little'

// Decision 202 (readers r-a2/r-a3, criterion e): an entry kept a slide's slogan, its heading in capitals or a cheer,
// and dropped the claims under it; it dropped the question the slide closes on; and it took a series label repeated
// over a run of frames ("(p=0)" / "(p=.5)") for a section's kicker, so the comparison the frames show was lost.

interface Case {
  language: Language
  slogan: string
  offerings: string[]
  shouted: string
  features: string[]
  question: string[]
  series: [string, string]
}

const CASES: Case[] = [
  {
    language: 'en',
    slogan: 'Easy - Fast - No Confusion - No Lock In',
    offerings: [
      'Guidance and clarity on what the platform is',
      'A badge of trust, quality and interoperability',
      'A common set of tools, interfaces and examples',
    ],
    shouted: 'DATA ACCESS: QUERY LANGUAGE COMPLIANCE',
    features: ['New parser with better error messages.', 'Subqueries, correlated and uncorrelated.'],
    question: [
      'Docker is portable across every cloud we use today',
      'This is awesome!',
      'But it opens up space for one platform to rule them all',
      'Do we want competition at this layer? Or common plumbing?',
    ],
    series: ['Round to Nearest (p=0)', 'Faithful Rounding (p=.5)'],
  },
  {
    language: 'de',
    slogan: 'Einfach – Schnell – Keine Verwirrung – Keine Bindung',
    offerings: [
      'Orientierung darüber, was die Plattform ist',
      'Ein Gütesiegel für Vertrauen und Zusammenarbeit',
      'Gemeinsame Werkzeuge, Schnittstellen und Beispiele',
    ],
    shouted: 'DATENZUGRIFF: KONFORMITÄT DER ABFRAGESPRACHE',
    features: ['Neuer Parser mit besseren Fehlermeldungen.', 'Unterabfragen, korreliert und unkorreliert.'],
    question: [
      'Docker läuft heute auf jeder Cloud, die wir nutzen',
      'Das ist großartig!',
      'Aber es öffnet den Weg zu einer Plattform für alle',
      'Wollen wir Wettbewerb auf dieser Ebene? Oder gemeinsame Technik?',
    ],
    series: ['Rundung zum Nächsten (p=0)', 'Treue Rundung (p=.5)'],
  },
  {
    language: 'fr',
    slogan: 'Simple - Rapide - Aucune confusion - Aucun enfermement',
    offerings: [
      'Des repères clairs sur ce qu’est la plateforme',
      'Un label de confiance, de qualité et d’interopérabilité',
      'Des outils, interfaces et exemples communs',
    ],
    shouted: 'ACCÈS AUX DONNÉES : CONFORMITÉ DU LANGAGE',
    features: ['Nouvel analyseur aux messages d’erreur plus clairs.', 'Sous-requêtes, corrélées ou non.'],
    question: [
      'Docker fonctionne aujourd’hui sur chaque cloud que nous utilisons',
      'C’est génial !',
      'Mais cela ouvre la voie à une seule plateforme pour tous',
      'Voulons-nous de la concurrence à ce niveau ? Ou une base commune ?',
    ],
    series: ['Arrondi au plus proche (p=0)', 'Arrondi fidèle (p=.5)'],
  },
]

const deck = (c: Case): TestSlide[] => [
  { title: 'Cover', text: 'A talk', role: 'cover' },
  { title: 'For end users', text: [c.slogan, ...c.offerings].join('\n') },
  { title: 'Queries', text: [c.shouted, ...c.features.map((line) => `- ${line}`)].join('\n') },
  { title: 'Parting thought', text: c.question.join('\n') },
  {
    title: 'Frame A',
    text: ['Inverse transform of each block', '11-bit', c.series[0], '11-bit', c.series[1]].join('\n'),
  },
  {
    title: 'Frame B',
    text: ['Inverse transform of each block', '10-bit', c.series[0], '10-bit', c.series[1]].join('\n'),
  },
]

describe('an entry says the claims under a banner', () => {
  test.each(CASES)('$language: a slogan, a shouted heading, a cheer', async (c) => {
    const entries = await entriesOf(deck(c), c.language)
    expect(entries[1]).not.toContain(c.slogan)
    for (const offering of c.offerings) expect(entries[1]).toContain(offering)
    expect(entries[2]).not.toContain(c.shouted)
    expect(entries[2]).toContain(c.features[1]!.replace(/\.$/u, ''))
    expect(entries[3]).not.toContain(c.question[1])
  })

  test.each(CASES)('$language: the question the slide closes on', async (c) => {
    const entries = await entriesOf(deck(c), c.language)
    expect(entries[3]).toContain(c.question[3])
  })

  test.each(CASES)('$language: the series a run of frames compares', async (c) => {
    const entries = await entriesOf(deck(c), c.language)
    for (const label of c.series) expect(entries[4]).toContain(label)
  })

  test.each(CASES)('$language: a dateline, a course code and a claim with figures stay', ({ language }) => {
    expect(saysLittle('Board meeting · 16 July 2026 · Edinburgh')).toBe(false)
    expect(saysLittle('HYD 342 — Hydrologie urbaine · Cours 5')).toBe(false)
    expect(saysLittle(language === 'de' ? 'Umsatz +12 % im Quartal!' : 'Revenue up 12 % this quarter!')).toBe(
      false,
    )
    expect(saysLittle('KUBERNETES')).toBe(false)
  })
})
