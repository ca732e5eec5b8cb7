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
