import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { lineStarting, overallLinesOf } from './test-support/overall-lines-of'
import { tableRow } from './test-support/table-row'

// Reader on cncf-linux-summit (decision 168): the antitrust notice and a quorum note under a table filled four of
// eight takeaways. Legal text and footnotes stay on their slides and are never an overall item.
const COVER: TestSlide = { title: 'Deck', text: 'Cover', role: 'cover' }

function eligibility(slides: TestSlide[], language: Language, starts: string[]): boolean[] {
  const lines = overallLinesOf([COVER, ...slides], language)
  return starts.map((start) => lines.eligible[lineStarting(lines, start)]!)
}

describe('a legal notice’s slide gives no overall item', () => {
  test.each<[Language, string, string, string]>([
    [
      'en',
      'LF Antitrust Policy Notice',
      'If you have questions about these matters, please contact your company counsel.',
      'Our members cut their build times by half in 2025.',
    ],
    [
      'de',
      'Haftungsausschluss der Stiftung',
      'Für die Richtigkeit der Angaben übernimmt die Stiftung keine Gewähr.',
      'Unsere Mitglieder haben die Bauzeit im Jahr 2025 halbiert.',
    ],
    [
      'fr',
      'Mentions légales de la fondation',
      'Les informations de cette présentation sont fournies à titre indicatif.',
      'Nos membres ont réduit de moitié le temps de construction en 2025.',
    ],
  ])('%s: "%s"', (language, title, legal, content) => {
    const slides = [
      { title, lines: [bullet(legal)] },
      { title: 'Results', lines: [bullet(content)] },
    ]

    expect(eligibility(slides, language, [legal, content])).toEqual([false, true])
  })
})

describe('a footnote is no overall item', () => {
  const headers = ['Company', 'Name']
  test.each<[Language, string, string]>([
    [
      'en',
      'Note: TOC meetings shall require a quorum of two-thirds of the members to take a vote.',
      'The committee meets every month to review new projects.',
    ],
    [
      'de',
      'Hinweis: Die Sitzungen des Ausschusses brauchen zwei Drittel der Mitglieder für eine Abstimmung.',
      'Der Ausschuss prüft jeden Monat die neuen Projekte.',
    ],
    [
      'es',
      'Nota: las reuniones del comité requieren dos tercios de los miembros para votar.',
      'El comité revisa cada mes los nuevos proyectos.',
    ],
  ])('%s: a note under a table', (language, note, content) => {
    const slides = [
      {
        title: 'Committee',
        lines: [
          paragraph(content),
          tableRow(headers, headers, true),
          tableRow(['Acme', 'Ann Lee'], headers),
          tableRow(['Globex', 'Bo Park'], headers),
          paragraph(note),
        ],
      },
    ]

    expect(eligibility(slides, language, [note, content])).toEqual([false, true])
  })

  test.each<[Language, string, string]>([
    [
      'en',
      '* Codified in the Office of Management and Budget memorandum of 2004',
      'Level 4 gives a high assurance of identity',
    ],
    [
      'fr',
      '* Selon le mémorandum du ministère publié en 2004',
      'Le niveau 4 donne une assurance élevée de l’identité',
    ],
    [
      'nl',
      '¹ Volgens het memorandum van het ministerie uit 2004',
      'Niveau 4 geeft een hoge zekerheid over de identiteit',
    ],
  ])('%s: a line under its footnote marker', (language, footnote, content) => {
    const slides = [
      {
        title: 'Levels',
        lines: [bullet(content), bullet('Level 3 gives a substantial assurance of it'), paragraph(footnote)],
      },
    ]

    expect(eligibility(slides, language, [footnote, content])).toEqual([false, true])
  })
})
