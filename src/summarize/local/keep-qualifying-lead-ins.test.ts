import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Reader r-z2 (decision 181): CNCF slide 3 kept "Pivotal … VMware … RabbitMQ" and dropped "Weaveworks CEO & CNCF
// TOC Chair Previously:", so the speaker's past employers read as his present roles.
describe('a lead-in that qualifies its items stays with them', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Who am I',
      'Acme CEO and board chair Previously:',
      'Globex (cloud, storage, networks) Initech (payments, billing) Hooli (search)',
      'Umbrella',
    ],
    [
      'de',
      'Wer bin ich',
      'Geschäftsführer von Acme Früher:',
      'Globex (Cloud, Speicher, Netze) Initech (Zahlungen, Rechnungen) Hooli (Suche)',
      'Umbrella',
    ],
    [
      'fr',
      'Qui suis-je',
      'PDG d’Acme et président du conseil Auparavant :',
      'Globex (cloud, stockage, réseaux) Initech (paiements, factures) Hooli (recherche)',
      'Umbrella',
    ],
  ])(
    'a %s entry keeps the lead-in before the items it qualifies',
    async (language, title, lead, first, second) => {
      const slides = [cover, { title, lines: [paragraph(lead), paragraph(first), paragraph(second)] }]

      const entry = (await entriesOf(slides, language))[1]!

      expect(entry).toContain(lead)
      expect(entry).toContain(first)
      expect(entry.indexOf(lead)).toBeLessThan(entry.indexOf(first))
    },
  )

  test('a lead-in that only announces its items ("Our customers:") is left out, as before', async () => {
    const slides = [
      cover,
      {
        title: 'Customers',
        lines: [paragraph('Our customers:'), paragraph('Globex (cloud, storage) Initech (payments)')],
      },
    ]

    const entry = (await entriesOf(slides, 'en'))[1]!

    expect(entry).not.toContain('Our customers:')
  })
})

// Reader r-b2 (decision 205): a statute deck's "Bei den Unterhaltspflichten müssen nicht berücksichtigt werden:"
// was dropped and its items kept, so the entry listed what does not count as what counts.
describe('a lead-in that negates or restricts its items stays with them', () => {
  test.each<[Language, string, string, string[]]>([
    [
      'de',
      'Umfang der Pflichten',
      'Bei den Unterhaltspflichten müssen nicht berücksichtigt werden:',
      [
        'Einkommen anderer Familienangehöriger',
        'Doppelverdienst',
        'Pflegebedürftigkeit von Angehörigen usw.',
      ],
    ],
    [
      'en',
      'Scope of the duty',
      'When weighing maintenance duties, employers need not consider:',
      ['Income of other family members', 'A second earner in the household', 'Relatives in need of care'],
    ],
    [
      'fr',
      'Portée des obligations',
      'Pour les charges de famille, l’employeur ne doit pas tenir compte :',
      ['Des revenus des autres membres de la famille', 'Du double salaire', 'Des proches dépendants'],
    ],
  ])('a %s entry keeps the negated lead-in before its items', async (language, title, lead, items) => {
    const slides = [cover, { title, lines: [paragraph(lead), ...items.map((item) => paragraph(item))] }]

    const entry = (await entriesOf(slides, language))[1]!

    expect(entry).toContain(lead)
    expect(entry.indexOf(lead)).toBeLessThan(entry.indexOf(items[0]!))
  })
})
