import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
// Lines on most of a short deck's slides read as its running footer: the builds stand among other slides.
const others: TestSlide[] = ['Method', 'Results', 'Costs', 'Outlook', 'Conclusions'].map((title, n) => ({
  title,
  text: `Finding ${title.toLowerCase()} holds for ${n + 2} cases\nThe ${title.toLowerCase()} differ by region`,
}))

// Decision 167 (LNS rounding talk, slides 38 to 41): a talk exported with its animation builds sets one slide
// several times, each copy showing one more caption. Every copy had the same entry; a later step now says what
// it adds, or that it adds no text, and the first step keeps the full entry.
describe('the later steps of an animation build', () => {
  test.each<[Language, string, string[], string, string, string]>([
    [
      'en',
      'Faithful rounding',
      ['Most purple points round to the nearest value', 'Each value is stored in eleven bits'],
      'An occasional purple point rounds to the next value',
      'Build step of the slide above, no new text',
      'Build step of the slide above, adds: An occasional purple point rounds to the next value',
    ],
    [
      'de',
      'Getreue Rundung',
      ['Die meisten violetten Punkte runden zum nächsten Wert', 'Jeder Wert wird in elf Bits gespeichert'],
      'Ein gelegentlicher violetter Punkt rundet zum übernächsten Wert',
      'Aufbauschritt der Folie davor, kein neuer Text',
      'Aufbauschritt der Folie davor, neu: Ein gelegentlicher violetter Punkt rundet zum übernächsten Wert',
    ],
    [
      'fr',
      'Arrondi fidèle',
      [
        'La plupart des points violets arrondissent à la valeur la plus proche',
        'Chaque valeur tient sur onze bits',
      ],
      'Un point violet arrondit parfois à la valeur suivante',
      "Étape d'animation de la diapositive précédente, sans texte nouveau",
      "Étape d'animation de la diapositive précédente, ajoute : Un point violet arrondit parfois à la valeur suivante",
    ],
  ])(
    '%s: a repeated step says so and a growing step says its new line',
    async (language, title, lines, added, same, adds) => {
      const step = { title, text: lines.join('\n') }
      // A second build, of one line (a line on three slides or more reads as a running footer and is no entry).
      const next = { title: `${title} (2)`, text: lines.join(', and ') }
      const grown = { title: next.title, text: `${added}\n${next.text}` }

      const entries = await entriesOf([cover, step, step, next, grown, ...others], language)

      expect(lines.some((line) => entries[1]!.includes(line))).toBe(true)
      expect(entries[2]).toBe(same)
      expect(entries[4]).toBe(adds)
    },
  )

  test('a slide under another title, or that keeps few of the lines before it, is no step', async () => {
    const first = {
      title: 'Rounding',
      text: 'Most points round to the nearest value\nEach value takes eleven bits',
    }
    const retitled = { title: 'Tables', text: first.text }
    const changed = {
      title: 'Tables',
      text: 'Tables shrink five-fold\nEach value takes eleven bits\nMemory is cheaper',
    }

    const entries = await entriesOf([cover, first, retitled, changed, ...others], 'en')

    expect(entries[2]).toContain('Most points round to the nearest value')
    expect(entries[3]).not.toContain('Build step')
  })
})
