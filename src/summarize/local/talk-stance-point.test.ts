import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import type { TestSlide } from '../../shared/test-support/document-of'
import { takesStance } from './state-talk-stance'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24 (READER.md a, reader r-w3, decision 162): a talk that states its point on no summary or conclusion
// slide builds to a line in the speaker's own voice ("NOT a 'Kubernetes foundation'", "we want lots more
// projects"), in the words it repeats across slides. That line is its point, not the cover glued to a slide's
// title or to a row of labels.

type Lang = 'en' | 'de' | 'fr'

interface Talk {
  cover: [string, string]
  slides: [string, string[]][]
  stance: string
  levels: [string, string[]]
}

const TALKS: Record<Lang, Talk> = {
  en: {
    cover: ['The Open Cloud Foundation', 'Linux Summit, March 2016'],
    levels: ['Levels of membership', ['Level 1', 'Level 2', 'Level 3']],
    slides: [
      [
        'What lives in the foundation',
        ['Open source projects with running code.', 'Specifications shared by projects.'],
      ],
      [
        'Which projects?',
        ['Kubernetes is the first of the projects.', 'Projects keep their own governance.'],
      ],
      [
        'How projects grow',
        ['Projects do not have to be large to start.', 'Each of the projects reports to the board.'],
      ],
      ['Ok, really, which projects?', ['This is NOT a Kubernetes foundation. We want many more projects.']],
    ],
    stance: 'We want many more projects',
  },
  de: {
    cover: ['Die offene Cloud-Stiftung', 'Linux-Gipfel, März 2016'],
    levels: ['Stufen der Mitgliedschaft', ['Stufe 1', 'Stufe 2', 'Stufe 3']],
    slides: [
      [
        'Was in der Stiftung lebt',
        ['Offene Projekte mit laufendem Code.', 'Spezifikationen, die Projekte teilen.'],
      ],
      [
        'Welche Projekte?',
        ['Kubernetes ist das erste der Projekte.', 'Die Projekte behalten ihre eigene Steuerung.'],
      ],
      [
        'Wie Projekte wachsen',
        ['Die Projekte müssen zum Start nicht groß sein.', 'Jedes der Projekte berichtet dem Vorstand.'],
      ],
      ['Im Ernst, welche Projekte?', ['Das ist KEINE Kubernetes-Stiftung. Wir wollen viel mehr Projekte.']],
    ],
    stance: 'Wir wollen viel mehr Projekte',
  },
  fr: {
    cover: ['La fondation du cloud ouvert', 'Sommet Linux, mars 2016'],
    levels: ['Niveaux d’adhésion', ['Niveau 1', 'Niveau 2', 'Niveau 3']],
    slides: [
      [
        'Ce qui vit dans la fondation',
        ['Des projets ouverts avec du code qui tourne.', 'Des spécifications partagées par les projets.'],
      ],
      [
        'Quels projets ?',
        ['Kubernetes est le premier des projets.', 'Les projets gardent leur propre gouvernance.'],
      ],
      [
        'Comment les projets grandissent',
        ['Les projets ne doivent pas être grands au départ.', 'Chacun des projets rend compte au conseil.'],
      ],
      [
        'Vraiment, quels projets ?',
        ['Ce n’est PAS une fondation Kubernetes. Nous voulons beaucoup plus de projets.'],
      ],
    ],
    stance: 'Nous voulons beaucoup plus de projets',
  },
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

const talk = (language: Lang, last?: string[]): TestSlide[] => {
  const deck = TALKS[language]
  const slide = ([title, lines]: [string, string[]]): TestSlide => ({ title, text: bullets(lines) })
  const slides = deck.slides.map(slide)
  if (last !== undefined) slides[slides.length - 1] = slide([deck.slides.at(-1)![0], last])
  return [
    { title: deck.cover[0], text: deck.cover[1], role: 'cover' },
    slide(deck.levels),
    ...slides,
    { title: 'Q&A', text: '' },
  ]
}

describe('the point of a talk that states it on no summary slide', () => {
  test.each<[Lang]>([['en'], ['de'], ['fr']])('%s: the line in the speaker’s own voice', (language) => {
    const lines = overallLinesOf(talk(language), language as Language)
    const point = pointOf(lines, language)
    expect(point?.text).toContain(TALKS[language].stance)
    // Never the labels of a list, nor a line that only says "not" in lower case.
    expect(point?.text).not.toMatch(/Level 1|Stufe 1|Niveau 1|large to start|nicht groß|pas être grands/u)
  })

  test('en: the housekeeping the stance is glued to is left out', () => {
    const glued = [
      'This is NOT a Kubernetes foundation We want many more projects Our doors are open - watch for announcements',
    ]
    const point = pointOf(overallLinesOf(talk('en', glued), 'en'), 'en')
    expect(point?.text).toContain('We want many more projects')
    expect(point?.text).not.toContain('announcements')
  })

  test('a stance opens the line or a line glued into it, never a clause inside it', () => {
    expect(takesStance('This is NOT a Kubernetes foundation We must keep the platform boring', 'en')).toBe(
      true,
    )
    expect(takesStance('So that we have the capabilities we need to deliver', 'en')).toBe(false)
    expect(takesStance('Acknowledgement: we want to thank every person', 'en')).toBe(false)
    expect(takesStance('Der bevorzugte Weg ist eine Föderation', 'de')).toBe(false)
    expect(takesStance('Bevorzugt: die Schule tritt einer Föderation bei', 'de')).toBe(true)
    expect(takesStance('Ce n’est PAS une fondation. Nous devons rester neutres', 'fr')).toBe(true)
  })

  test('en: a deck with a conclusion keeps it as its point', () => {
    const slides = talk('en')
    slides.splice(-1, 0, {
      title: 'Conclusion',
      text: bullets(['The foundation hosts projects of every size.']),
    })
    const point = pointOf(overallLinesOf(slides, 'en'), 'en')
    expect(point?.text).toContain('hosts projects of every size')
  })
})
