import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }
const others: TestSlide[] = ['Method', 'Results', 'Costs', 'Outlook'].map((title, n) => ({
  title,
  text: `Finding ${title.toLowerCase()} holds for ${n + 2} cases\nThe ${title.toLowerCase()} differ by region`,
}))

// Decision 169 (LNS rounding talk, its conclusions): a lead-in ending on a colon was dropped as a lead-in and its
// lower-case items skipped as broken sentence parts, so the entry lost the slide's claim. It is said with them.
describe('a lead-in with its items', () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Conclusions',
      [
        'Faithful rounding is good enough for:',
        'low-precision transforms',
        'video decoding',
        'similar signal work…',
        'Reduces table size three- to five-fold for 32-bit values',
        'Expect a tenfold gain for the decoder in 2027',
      ],
      'Faithful rounding is good enough for: low-precision transforms; video decoding; similar signal work…',
    ],
    [
      'de',
      'Fazit',
      [
        'Getreue Rundung genügt für:',
        'schnelle Transformationen',
        'die Videodekodierung',
        'ähnliche Signalarbeit…',
        'Verkleinert die Tabellen drei- bis fünffach bei 32-Bit-Werten',
        'Für den Dekoder ist 2027 ein zehnfacher Gewinn zu erwarten',
      ],
      'Getreue Rundung genügt für: schnelle Transformationen; die Videodekodierung; ähnliche Signalarbeit…',
    ],
  ])(
    '%s: the lead-in and its lower-case items are one line of the entry',
    async (language, title, lines, said) => {
      const entries = await entriesOf([cover, { title, text: lines.join('\n') }, ...others], language)
      expect(entries[1]).toContain(said)
    },
  )
})

// Decision 169 (CNCF slide 16): an entry kept one of a status line and the contrast that turns it; alone, either
// says less than the slide ("Kubernetes accepted" without "But this is not a Kubernetes foundation").
describe('a turn and the line it turns stay together', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'Which projects?',
      'Kubernetes accepted, now in incubation',
      'But this is not a Kubernetes foundation, we want many more projects and our doors are open to them',
    ],
    [
      'de',
      'Welche Projekte?',
      'Kubernetes angenommen, jetzt in der Inkubation',
      'Aber dies ist keine Kubernetes-Stiftung, wir wollen viel mehr Projekte und unsere Türen stehen offen',
    ],
    [
      'fr',
      'Quels projets ?',
      'Kubernetes accepté, désormais en incubation',
      'Mais ce n’est pas une fondation Kubernetes, nous voulons bien plus de projets et nos portes sont ouvertes',
    ],
  ])('%s: the status line and its contrast are both said', async (language, title, status, turn) => {
    const entries = await entriesOf([cover, { title, text: `${status}\n${turn}` }, ...others], language)
    expect(entries[1]).toContain(status)
    expect(entries[1]).toContain(turn)
  })
})
