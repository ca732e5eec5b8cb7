import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

async function entryOf(slide: TestSlide, language: Language): Promise<string> {
  const summary = await createLocalProvider().summarize(
    documentOf([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], { language }),
    { documentType: 'presentation' },
  )
  return summary.slideBySlide[1]!.summary
}

// Decision 093: "…type of purchase (subscribed, pay per view); Note" kept a label and dropped what it labels.
describe('a label is never kept without its own text', () => {
  test.each<[Language, string, string[], string, string]>([
    [
      'en',
      'Enhancements under consideration',
      [
        'Break down reports by year of publication',
        'Note: a further survey of librarians may be conducted to learn which reports are preferred',
        'Define additional terms',
        'Clarify how to count full-text requests',
        'Publish the next release',
        'Audit every compliant vendor',
      ],
      'Note',
      'a further survey of librarians',
    ],
    [
      'fr',
      'L’association',
      [
        'Indépendante des fournisseurs et des gouvernements',
        'Objectif principal : produire des outils, documents et standards dédiés à la sécurité applicative.',
        'Tous les documents sont en open-source',
        'Une communauté mondiale de chapitres',
        'En France, une association',
        'Le wiki est le point d’entrée',
      ],
      'Objectif principal',
      'produire des outils',
    ],
    [
      'de',
      'Geplante Erweiterungen',
      [
        'Berichte nach Erscheinungsjahr aufschlüsseln',
        'Hinweis: eine weitere Umfrage unter Bibliothekaren soll zeigen, welche Berichte bevorzugt werden',
        'Weitere Begriffe definieren',
        'Volltextabrufe eindeutig zählen',
        'Die nächste Fassung veröffentlichen',
        'Jeden konformen Anbieter prüfen',
      ],
      'Hinweis',
      'eine weitere Umfrage',
    ],
  ])('%s', async (language, title, lines, label, text) => {
    const entry = await entryOf({ title, lines: lines.map((line) => boxedBullet(0, line)) }, language)

    // The label goes with its text, or not at all.
    if (entry.includes(label)) expect(entry).toContain(text)
    expect(entry).not.toMatch(new RegExp(`${label}\\s*(?:;|$|\\n)`, 'u'))
  })
})
