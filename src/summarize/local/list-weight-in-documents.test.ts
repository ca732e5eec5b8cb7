import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 169, amended (reader r-x1 of the virtual-wards report): a document's section is prose, not a list. Its
// entry never keeps a lead-in ("… set four aims for the programme:") apart from the items it announces.
async function sectionEntries(pages: TestSlide[], language: Language) {
  const summary = await createLocalProvider().summarize(documentOf(pages, { language, format: 'pdf' }), {
    documentType: 'document',
  })
  return summary.slideBySlide.map((entry) =>
    entry.summary.split('\n').map((line) => line.replace(/^- /u, '')),
  )
}

const sections: [Language, string, string[]][] = [
  [
    'en',
    '2. Background and objectives',
    [
      'The county is a mixed urban and rural area of about 640,000 people, with two acute hospitals.',
      'A small hospital-at-home team had cared for about 25 frail patients at a time since 2019.',
      'The business case approved in June 2024 set four aims for the programme:',
      'Provide 120 virtual beds by October 2025, with at least 80% occupancy.',
      'Save at least 15,000 acute bed days a year once the programme is at full size.',
      'Keep readmissions within 30 days no higher than those of comparable patients.',
      'Reach patients in proportion to need, including those in the most deprived areas.',
    ],
  ],
  [
    'de',
    '2. Hintergrund und Ziele',
    [
      'Der Landkreis ist ein gemischt städtisches und ländliches Gebiet mit etwa 640.000 Einwohnern und zwei Kliniken.',
      'Ein kleines Team versorgte seit 2019 etwa 25 gebrechliche Patienten gleichzeitig zu Hause.',
      'Der im Juni 2024 genehmigte Geschäftsplan setzte dem Programm vier Ziele:',
      'Bis Oktober 2025 sollen 120 virtuelle Betten mit mindestens 80 % Auslastung bereitstehen.',
      'Sobald das Programm voll ausgebaut ist, sollen jährlich mindestens 15.000 Akutbetttage eingespart werden.',
      'Die Wiederaufnahmen innerhalb von 30 Tagen sollen nicht höher liegen als bei vergleichbaren Patienten.',
      'Patienten sollen nach Bedarf erreicht werden, auch in den am stärksten benachteiligten Gebieten.',
    ],
  ],
  [
    'fr',
    '2. Contexte et objectifs',
    [
      'Le département est un territoire urbain et rural d’environ 640 000 habitants, avec deux hôpitaux.',
      'Une petite équipe d’hospitalisation à domicile suivait depuis 2019 environ 25 patients fragiles à la fois.',
      'Le dossier approuvé en juin 2024 fixait quatre objectifs au programme :',
      'Offrir 120 lits virtuels d’ici octobre 2025, avec un taux d’occupation d’au moins 80 %.',
      'Économiser au moins 15 000 journées d’hospitalisation par an une fois le programme à pleine taille.',
      'Maintenir les réadmissions à 30 jours au niveau de celles de patients comparables.',
      'Atteindre les patients selon leurs besoins, y compris dans les quartiers les plus défavorisés.',
    ],
  ],
]

describe('a document section keeps no lead-in apart from its items', () => {
  test.each(sections)('%s', async (language, title, lines) => {
    const other = (n: number): TestSlide => ({
      title: `${n + 3}. ${title.replace(/^\d+\.\s*/u, '')} ${n + 1}`,
      text: lines.slice(0, 2).join(' '),
    })
    const entries = await sectionEntries([{ title, text: lines.join('\n') }, other(0), other(1)], language)
    expect(entries[0]!.some((line) => /:\s*$/u.test(line))).toBe(false)
    expect(entries[0]!.length).toBeGreaterThan(0)
  })
})
