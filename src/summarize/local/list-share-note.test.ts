import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { boxedBullet, boxedParagraph, type TestSlide } from '../../shared/test-support/document-of'
import { entriesOf } from './test-support/entries-of'

const cover: TestSlide = { title: 'Cover', text: 'Cover', role: 'cover' }

// Issue 24, reader r-q2 (Enron slide 2): an organisation chart of five boxes, each a segment over its units, said
// in part. The note "(first items of a longer list)" was put on the bullet said last, and the next segment's
// item was then joined after it: the note read as if it were about one unit, mid-bullet.
describe('the note that a list is said in part', () => {
  test.each<[Language, string[], string]>([
    [
      'en',
      [
        'Transportation & Distribution',
        'Gas Pipeline Group',
        'Portland General Electric',
        'Wholesale Energy Operations and Services',
        'Enron Capital & Trade',
        'North America',
        'Europe',
        'Enron International',
        'Retail Energy Services',
        'Enron Energy Services',
        'New Businesses',
        'Enron Communications',
        'Azurix',
        'Exploration & Production',
        'Enron Oil & Gas Company',
      ],
      'first items of a longer list',
    ],
    [
      'de',
      [
        'Transport & Verteilung',
        'Gasleitungen',
        'Stadtwerke Nord',
        'Großhandel Energie und Dienste',
        'Handel & Kapital Nord',
        'Nordamerika',
        'Europa',
        'Nordhafen International',
        'Endkunden Energie und Dienste',
        'Nordhafen Energiedienste',
        'Neue Geschäftsfelder',
        'Nordhafen Kommunikation',
        'Wasserwerke',
        'Förderung & Produktion',
        'Nordhafen Öl & Gas GmbH',
      ],
      'erste Punkte einer längeren Liste',
    ],
    [
      'fr',
      [
        'Transport & Distribution',
        'Groupe des gazoducs du Nord',
        'Électricité Générale de Portland',
        'Opérations et Services Énergie de Gros',
        'Portneuf Capital & Négoce',
        'Amérique du Nord',
        'Europe',
        'Portneuf International',
        'Services Énergie de Détail',
        'Portneuf Énergie Services',
        'Nouvelles activités',
        'Portneuf Communications',
        'Eaux de Portneuf',
        'Exploration & Production',
        'Portneuf Pétrole & Gaz',
      ],
      "premiers points d'une liste plus longue",
    ],
  ])('is said after the entry, not inside a bullet (%s)', async (language, names, note) => {
    const [t, t1, t2, w, w1, w1a, w1b, w2, r, r1, n, n1, n2, e, e1] = names as [string, ...string[]]
    const lines = [
      boxedParagraph(7, t),
      boxedBullet(0, t1!),
      boxedBullet(0, t2!),
      boxedParagraph(5, w!),
      boxedBullet(1, w1!),
      boxedBullet(1, w1a!, 1),
      boxedBullet(1, w1b!, 1),
      boxedBullet(1, w2!),
      boxedParagraph(6, r!),
      boxedBullet(2, r1!),
      boxedParagraph(9, n!),
      boxedBullet(3, n1!),
      boxedBullet(3, n2!),
      boxedParagraph(8, e!),
      boxedBullet(4, e1!),
    ]
    const entry = (await entriesOf([cover, { title: 'Business Units', lines }], language))[1]!
    const bullets = entry.split('\n')
    const noted = bullets.filter((bullet) => bullet.includes(note))
    expect(noted).toHaveLength(1)
    expect(bullets[bullets.length - 1]!.endsWith(`(${note})`)).toBe(true)
  })
})
