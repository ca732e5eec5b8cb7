import { describe, expect, test } from 'vitest'
import type { TestSlide } from '../../shared/test-support/document-of'
import { overallOf } from './test-support/overall-of'

// Decision 184: an explainer's or course's key idea, announced in the notes, is its point; what it tells the learner
// to do is the student's action (readers r-z2/r-z3: "Explainer and training decks get no point", "Instructions to a
// learner are not recognised as actions").

type CourseLanguage = 'en' | 'fr' | 'de'

interface Course {
  cover: string
  why: string
  idea: string
  /** Slides that keep showing the idea, each with a line naming its word. */
  shows: [string, string][]
  referenceTitle: string
  referenceRows: string[]
  instruction: string
  /** A line of a slide that names the idea's word only in passing: no announcement. */
  passing: string
}

const COURSES: Record<CourseLanguage, Course> = {
  en: {
    cover: 'Shell scripting for beginners',
    why: 'Why this shell?',
    idea: 'The real secret that this shell brings is that every command returns objects, not text.',
    shows: [
      ['Listing files', 'Each file comes back as objects with a name and a size'],
      ['Sorting files', 'Sort the objects by their size property'],
      ['Filtering files', 'Keep only the objects whose size is above a limit'],
    ],
    referenceTitle: 'Comparison operators',
    referenceRows: ['-eq means equal to the right-hand side', '-gt means greater than the right-hand side'],
    instruction: 'Whenever you are in doubt about a result, look at its type with the inspect command.',
    passing: 'The big difference here is only the font of the prompt',
  },
  fr: {
    cover: 'Le shell pour débutants',
    why: 'Pourquoi ce shell ?',
    idea: "L'idée centrale de ce shell est que chaque commande renvoie des objets, pas du texte.",
    shows: [
      ['Lister les fichiers', 'Chaque fichier revient sous forme d’objets avec un nom et une taille'],
      ['Trier les fichiers', 'Trier les objets selon leur taille'],
      ['Filtrer les fichiers', 'Garder seulement les objets dont la taille dépasse une limite'],
    ],
    referenceTitle: 'Opérateurs de comparaison',
    referenceRows: ['-eq signifie égal au côté droit', '-gt signifie plus grand que le côté droit'],
    instruction: 'En cas de doute sur un résultat, regardez son type avec la commande inspect.',
    passing: 'La grande différence ici tient seulement à la police du prompt',
  },
  de: {
    cover: 'Die Shell für Einsteiger',
    why: 'Warum diese Shell?',
    idea: 'Die Kernidee dieser Shell ist, dass jeder Befehl Objekte liefert, nicht Text.',
    shows: [
      ['Dateien auflisten', 'Jede Datei kommt als Objekte mit Name und Größe zurück'],
      ['Dateien sortieren', 'Die Objekte nach ihrer Größe sortieren'],
      ['Dateien filtern', 'Nur die Objekte behalten, deren Größe über einer Grenze liegt'],
    ],
    referenceTitle: 'Vergleichsoperatoren',
    referenceRows: ['-eq bedeutet gleich der rechten Seite', '-gt bedeutet größer als die rechte Seite'],
    instruction: 'Im Zweifel über ein Ergebnis schauen Sie sich seinen Typ mit dem Befehl inspect an.',
    passing: 'Der große Unterschied liegt hier nur in der Schrift der Eingabeaufforderung',
  },
}

const courseOf = (course: Course, idea = course.idea): TestSlide[] => [
  { title: course.cover, text: 'Instructor name', role: 'cover' },
  { title: course.why, text: '- Easy automation\n- Consistent naming', notes: idea },
  ...course.shows.map(([title, line]) => ({ title, text: `- ${line}` })),
  {
    title: course.referenceTitle,
    text: course.referenceRows.map((row) => `- ${row}`).join('\n'),
    notes: course.instruction,
  },
]

describe("an explainer's point and its learner's actions", () => {
  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s course whose notes announce the idea its slides keep showing states that idea first',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course), language)

      expect(overall.keyTakeaways[0]).toContain(course.idea)
    },
  )

  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s course’s instruction to its learner, in the notes, is an action item',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course), language)

      expect(overall.actionItems.some((item) => item.includes(course.instruction))).toBe(true)
    },
  )

  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s announcement of something no other slide shows is no point',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course, course.passing), language)

      expect(overall.keyTakeaways[0] ?? '').not.toContain(course.passing)
    },
  )

  test('a business deck’s advice to its reader stays out of its actions', async () => {
    const advice = 'Make sure you read the revenue line against the plan, not against last year.'
    const slides: [string, string[]][] = [
      ['Financials', ['Revenue grew to £4.2M in Q3, 12% above plan', 'Burn fell to £310k a month']],
      ['Use of funds', ['Hiring: £1.2M', 'Marketing: £0.8M']],
      ['Next steps', ['Approve the Q4 hiring plan by 15 November']],
    ]
    const deck: TestSlide[] = [
      { title: 'Q3 board update', text: 'Board meeting, October', role: 'cover' },
      ...slides.map(([title, lines], at) => ({
        title,
        text: lines.map((line) => `- ${line}`).join('\n'),
        notes: at === 0 ? advice : '',
      })),
    ]

    const overall = await overallOf(deck, 'en')

    expect(overall.actionItems.join('\n')).not.toContain(advice)
  })
})
