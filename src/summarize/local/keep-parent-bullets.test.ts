import { describe, expect, test } from 'vitest'
import type { Language, SlideLine } from '../../shared'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
const sub = (text: string): SlideLine => ({ kind: 'bullet', text, level: 1 })

// Reader r-a3 (Spark slide 12): the entry kept "Infrastructure adds overhead, easily 10x." and dropped the bullet
// it hangs from, the volcano pattern, so the 10x read as the cluster's overhead.
describe('a sub-bullet kept in an entry keeps the bullet it hangs from', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'For another tenfold gain',
      'ENGINE PHASE 2',
      'Instead, databases use the iterator pattern, where each filter is a separate iterator.',
      'Infrastructure adds overhead, easily 10x.',
    ],
    [
      'de',
      'Für weitere zehnfache Gewinne',
      'ENGINE PHASE 2',
      'Stattdessen nutzen Datenbanken das Iterator-Muster, bei dem jeder Filter ein eigener Iterator ist.',
      'Die Infrastruktur kostet Overhead, leicht 10x.',
    ],
    [
      'fr',
      'Pour un gain de dix fois',
      'MOTEUR PHASE 2',
      'Les bases de données utilisent plutôt le modèle itérateur, où chaque filtre est un itérateur à part.',
      'L’infrastructure ajoute un surcoût, facilement 10x.',
    ],
  ])(
    'a %s sub-point with a figure is said under its parent',
    async (language, title, kicker, parent, child) => {
      const lines = [paragraph(kicker), bullet(parent), sub(child)]
      const text = [kicker, `- ${parent}`, `  - ${child}`].join('\n')

      const entry = (await entriesOf([cover, { title, lines, text }], language))[1]!

      expect(entry).toContain(child)
      expect(entry).toContain(parent)
    },
  )
})

// Reader r-a3 (Spark slide 9): a short list said whole kept "Structured Streaming" with its sub-point and dropped
// the one sub-point with the slide's figure, "5x-20x additional performance improvements", under "Tungsten Phase 2".
describe('a short list keeps the sub-point with its figure while shorter than the slide', () => {
  test.each<[Language, string, string, string, string, string, string]>([
    [
      'en',
      'Three major changes',
      'Engine Phase 2',
      '5x-20x additional performance improvements.',
      'SQL 2003 and one unified table and dataset API.',
      'Continuous streaming',
      'Integration of tables, datasets and streaming.',
    ],
    [
      'fr',
      'Trois grands changements',
      'Moteur Phase 2',
      '5x-20x de gains de performance.',
      'SQL 2003 et une API unifiée de tables et datasets.',
      'Streaming continu',
      'Intégration des tables, datasets et streaming.',
    ],
    [
      'es',
      'Tres grandes cambios',
      'Motor Fase 2',
      '5x-20x mejoras adicionales de rendimiento.',
      'SQL 2003 y una API unificada de tablas y datasets.',
      'Streaming continuo',
      'Integración de tablas, datasets y streaming.',
    ],
  ])('a %s entry keeps the figure', async (language, title, first, figure, second, third, detail) => {
    const lines = [bullet(first), sub(figure), bullet(second), bullet(third), sub(detail)]
    const text = [`- ${first}`, `  - ${figure}`, `- ${second}`, `- ${third}`, `  - ${detail}`].join('\n')

    const entry = (await entriesOf([cover, { title, lines, text }], language))[1]!

    expect(entry).toContain(figure.replace(/\.$/u, ''))
    expect(entry).toContain(second)
    expect(entry.replace(/^- /gmu, '').length).toBeLessThan(text.length)
  })
})
