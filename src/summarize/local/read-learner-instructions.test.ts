import { describe, expect, test } from 'vitest'
import { bullet, paragraph, type TestSlide } from '../../shared/test-support/document-of'
import { overallOf } from './test-support/overall-of'

// Decision 189: a course's setup slide with its link, and a lead-in that names the learner's need before the tool
// meeting it, are the learner's steps (reader r-z3 fault 7: "install" and "-WhatIf" were no actions).

type CourseLanguage = 'en' | 'fr' | 'de'

interface Course {
  cover: string
  topics: [string, string[]][]
  setupTitle: string
  link: string
  platforms: string[]
  toolTitle: string
  need: string
  tool: string
}

const COURSES: Record<CourseLanguage, Course> = {
  en: {
    cover: 'Shell scripting for beginners',
    topics: [
      [
        'Listing files',
        ['Each file comes back with a name and a size', 'Hidden files need their own switch'],
      ],
      ['Sorting files', ['Files sort by any of their properties', 'A second key breaks ties']],
    ],
    setupTitle: 'Installing the shell',
    link: 'https://example.org/shell/releases',
    platforms: ['macOS 10.11+', 'Ubuntu 16.04'],
    toolTitle: 'The one switch to remember',
    need: 'When you want to know what a command does before you run it:',
    tool: '-WhatIf',
  },
  fr: {
    cover: 'Les scripts shell pour débutants',
    topics: [
      [
        'Lister les fichiers',
        ['Chaque fichier revient avec un nom et une taille', 'Les fichiers cachés demandent une option'],
      ],
      [
        'Trier les fichiers',
        ['Les fichiers se trient sur chacune de leurs propriétés', 'Une seconde clé départage'],
      ],
    ],
    setupTitle: 'Installation du shell',
    link: 'https://example.org/shell/releases',
    platforms: ['macOS 10.11+', 'Ubuntu 16.04'],
    toolTitle: 'La seule option à retenir',
    need: "Quand vous voulez savoir ce que fait une commande avant de l'exécuter :",
    tool: '-WhatIf',
  },
  de: {
    cover: 'Shell-Skripte für Einsteiger',
    topics: [
      [
        'Dateien auflisten',
        ['Jede Datei kommt mit Name und Größe zurück', 'Versteckte Dateien brauchen einen Schalter'],
      ],
      [
        'Dateien sortieren',
        ['Dateien sortieren nach jeder ihrer Eigenschaften', 'Ein zweiter Schlüssel entscheidet'],
      ],
    ],
    setupTitle: 'Installation der Shell',
    link: 'https://example.org/shell/releases',
    platforms: ['macOS 10.11+', 'Ubuntu 16.04'],
    toolTitle: 'Der eine Schalter zum Merken',
    need: 'Wenn Sie wissen wollen, was ein Befehl tut, bevor Sie ihn ausführen:',
    tool: '-WhatIf',
  },
}

function courseOf(course: Course, { withLink = true } = {}): TestSlide[] {
  return [
    { title: course.cover, role: 'cover', lines: [paragraph('Instructor name')] },
    {
      title: course.setupTitle,
      lines: [...(withLink ? [course.link] : []), ...course.platforms].map(bullet),
    },
    ...course.topics.map(([title, lines]) => ({ title, lines: lines.map(bullet) })),
    { title: course.toolTitle, lines: [course.need, course.tool].map(bullet) },
  ]
}

describe("a learner's steps without an instruction's words", () => {
  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s course’s setup slide with its link is the learner’s action',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course), language)

      expect(overall.actionItems).toContainEqual(
        expect.stringContaining(`${course.setupTitle}: ${course.link}`),
      )
    },
  )

  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s lead-in naming the learner’s need is an action with the tool it names',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course), language)

      expect(overall.actionItems).toContainEqual(expect.stringContaining(`${course.need} ${course.tool}`))
    },
  )

  test.each<[CourseLanguage]>([['en'], ['fr'], ['de']])(
    'a %s setup slide without a link gives the learner nothing to follow',
    async (language) => {
      const course = COURSES[language]

      const overall = await overallOf(courseOf(course, { withLink: false }), language)

      expect(overall.actionItems.join('\n')).not.toContain(course.setupTitle)
    },
  )
})
