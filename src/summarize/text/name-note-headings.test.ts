import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { joinNoteLines } from './join-note-lines'
import { nameNoteHeadings } from './name-note-headings'
import { splitSentences } from './split-sentences'

// Reader r-z3 (decision 183): the Azure VMs notes put "Entire storage account (not just single disk) has max IOPS of
// 20,000" under "Standard Storage", beside "Premium Storage"; read as running text the heading was a sentence of
// two words, and the line, lifted alone, read as every storage account's limit.
const STORAGE: Record<'en' | 'de' | 'fr', { slide: string[]; notes: string[]; named: string }> = {
  en: {
    slide: [
      'Standard Storage',
      '- Maximum 500 IOPS per disk',
      'Premium Storage',
      '- Maximum 5000 IOPS per disk',
    ],
    notes: [
      'Disks are 8 KB operations',
      'Standard Storage',
      'Entire storage account has max IOPS of 20,000',
      'Premium Storage',
      'Entire storage account has a max throughput of 50 Gbps',
    ],
    named: 'Standard Storage — Entire storage account has max IOPS of 20,000',
  },
  de: {
    slide: [
      'Standardspeicher',
      '- Höchstens 500 IOPS je Datenträger',
      'Premiumspeicher',
      '- Höchstens 5000 IOPS',
    ],
    notes: [
      'Ein Vorgang umfasst 8 KB',
      'Standardspeicher',
      'Das ganze Speicherkonto schafft höchstens 20.000 IOPS',
      'Premiumspeicher',
      'Das ganze Speicherkonto schafft höchstens 50 Gbit/s',
    ],
    named: 'Standardspeicher — Das ganze Speicherkonto schafft höchstens 20.000 IOPS',
  },
  fr: {
    slide: ['Stockage standard', '- 500 IOPS au plus par disque', 'Stockage premium', '- 5000 IOPS au plus'],
    notes: [
      'Une opération fait 8 Ko',
      'Stockage standard',
      'Le compte de stockage entier plafonne à 20 000 IOPS',
      'Stockage premium',
      'Le compte de stockage entier plafonne à 50 Gbit/s',
    ],
    named: 'Stockage standard — Le compte de stockage entier plafonne à 20 000 IOPS',
  },
}

describe('notes grouped under sub-headings that name the slide’s items', () => {
  test.each(['en', 'de', 'fr'] as const)('say each line of a group with its heading (%s)', (language) => {
    const { slide, notes, named } = STORAGE[language]

    const sentences = splitSentences(joinNoteLines(notes.join('\n'), language, slide), language)

    expect(sentences).toContain(`${named}.`)
    expect(sentences.some((sentence) => sentence.startsWith(notes[0]!))).toBe(true)
  })

  // Headings in sentence case that the slide does not show read as short statements: no group is told.
  test.each<[Language, string[]]>([
    ['en', ['Standard storage', 'The account has 20,000 IOPS', 'Premium storage', 'The account has 50 Gbps']],
    ['de', STORAGE.de.notes],
    ['fr', STORAGE.fr.notes],
  ])('leave notes alone when the slide does not name their headings (%s)', (_, notes) => {
    expect(nameNoteHeadings(notes, ['Costs', '- Budget'])).toEqual(notes)
  })
})

describe('a notes group', () => {
  test('ends at a line that names another of the slide’s items (en)', () => {
    const slide = ['Premium Storage', 'Azure File Storage', 'Standard Storage']
    const notes = [
      'Standard Storage',
      'Basic disks are slower than these',
      'Premium Storage',
      'Entire account has a max throughput of 50 Gbps',
      'No limit on the VMs that can mount a File Storage share',
      'Can also be mounted on premises',
    ]

    const named = nameNoteHeadings(notes, slide)

    expect(named).toEqual([
      'Standard Storage — Basic disks are slower than these',
      'Premium Storage — Entire account has a max throughput of 50 Gbps',
      'No limit on the VMs that can mount a File Storage share',
      'Can also be mounted on premises',
    ])
  })

  test.each<[Language, string[], string[]]>([
    // A label the rules do not take as a heading ("HPC", not on the slide) ends the group before it.
    [
      'en',
      ['GPU', 'Memory Optimized', 'High Performance Compute'],
      ['GPU', 'NV6: good for visualisation', 'HPC', 'A8: 8 cores', 'Memory Optimized', 'D11: 14 GB RAM'],
    ],
    // A line going on in lower case is the rest of the one above, not a statement under the heading.
    [
      'nb',
      ['Standardlagring', 'Premiumlagring'],
      [
        'Standardlagring',
        'Hele kontoen klarer til sammen',
        'høyst 20 000 IOPS',
        'Premiumlagring',
        'Hele kontoen klarer 50 Gbps',
      ],
    ],
  ])('takes no line it does not head (%s)', (_, slide, notes) => {
    const named = nameNoteHeadings(notes, slide)

    expect(named.filter((line) => line.includes(' — '))).toHaveLength(2)
    expect(named).not.toContain(`GPU — HPC`)
    expect(named.some((line) => line.startsWith('Standardlagring — høyst'))).toBe(false)
  })

  test('needs two headings: one short line over the rest is a caption (it)', () => {
    const notes = [
      'Archiviazione standard',
      'L’intero account arriva a 20.000 IOPS',
      'Nessun limite ai dischi',
    ]

    expect(nameNoteHeadings(notes, ['Archiviazione standard', 'Archiviazione premium'])).toEqual(notes)
  })
})
