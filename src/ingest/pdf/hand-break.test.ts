import { describe, expect, test } from 'vitest'
import { arrangePageText, type TextRun } from './arrange-page-text'

const PAGE_HEIGHT = 540

function run(text: string, x: number, y: number, height = 20): TextRun {
  return { text, x, y, width: text.length * height * 0.5, height, font: 'body' }
}

const TITLE = run('Lessons learnt', 40, 50, 40)

// Each case: the widest line of the block, a line that ends with room for the next line's first word, that next
// line (a new item broken by hand), then a line filled up to the margin and the rest of its sentence, which opens
// on a name too long for the room left.
const CASES = [
  {
    language: 'en',
    widest: 'Customers want to migrate applications to the cloud, but keep some parts.',
    handBroken: [
      'They want the ability to change cloud providers - no lock in',
      'They want everything to just work',
    ],
    wrapped: [
      'We happen to run our services on top of Amazon Web Services and on',
      'Kubernetes in production',
    ],
  },
  {
    language: 'de',
    widest: 'Kunden wollen Anwendungen in die Cloud bringen, aber manche Teile behalten.',
    handBroken: [
      'Sie wollen den Anbieter wechseln können, ohne sich zu binden',
      'Sie wollen, dass alles einfach läuft',
    ],
    wrapped: [
      'Wir betreiben unsere Dienste seit dem letzten Jahr auf einer neuen',
      'Plattform mit Kubernetes',
    ],
  },
  {
    language: 'fr',
    widest: 'Les clients veulent migrer leurs applications dans le cloud, mais garder.',
    handBroken: [
      'Ils veulent pouvoir changer de fournisseur sans être enfermés',
      'Ils veulent que tout fonctionne',
    ],
    wrapped: ['Nous faisons tourner tous nos services depuis un an déjà sur le', 'Kubernetes de production'],
  },
]

describe('lines broken by hand in a PDF block', () => {
  test.each(CASES)(
    'a line opening on a capital that would have fitted on the line above starts an item ($language)',
    ({ widest, handBroken, wrapped }) => {
      const runs = [
        TITLE,
        run(widest, 50, 150),
        run(handBroken[0]!, 50, 174),
        run(handBroken[1]!, 50, 198),
        run(wrapped[0]!, 50, 222),
        run(wrapped[1]!, 50, 246),
      ]

      const page = arrangePageText(runs, PAGE_HEIGHT)

      expect(page.lines.slice(1).map((line) => line.text)).toEqual([
        `${widest} ${handBroken[0]}`,
        handBroken[1],
        `${wrapped[0]} ${wrapped[1]}`,
      ])
    },
  )
})

// Each case: a paragraph of two full lines, and a second paragraph set further down, opening on a word too long
// for the room the line above leaves.
const SPACED = [
  {
    language: 'en',
    first: [
      'CNCF does not need standards, we need ease of interop and glue code',
      'and the tools that people already use in production every single',
    ],
    second: 'Conventions arise from real world use',
  },
  {
    language: 'de',
    first: [
      'Wir brauchen keine Normen, sondern einfache Verbindungen zwischen den',
      'Werkzeugen, die Teams schon heute in der Produktion einsetzen und',
    ],
    second: 'Konventionen entstehen aus der Praxis',
  },
  {
    language: 'es',
    first: [
      'No necesitamos normas, necesitamos que las herramientas se conecten',
      'entre sí y con las plataformas que ya usamos todos los días en el',
    ],
    second: 'Convenciones que nacen del uso real',
  },
]

describe('paragraphs set apart by their spacing in a PDF block', () => {
  test.each(SPACED)(
    'a capital further down than the wrapped lines starts a paragraph ($language)',
    ({ first, second }) => {
      const runs = [TITLE, run(first[0]!, 50, 150), run(first[1]!, 50, 174), run(second, 50, 214)]
      const wrapped = [TITLE, run(first[0]!, 50, 150), run(first[1]!, 50, 174), run(second, 50, 198)]

      expect(
        arrangePageText(runs, PAGE_HEIGHT)
          .lines.slice(1)
          .map((line) => line.text),
      ).toEqual([`${first[0]} ${first[1]}`, second])
      expect(
        arrangePageText(wrapped, PAGE_HEIGHT)
          .lines.slice(1)
          .map((line) => line.text),
      ).toEqual([`${first[0]} ${first[1]} ${second}`])
    },
  )
})
