import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { isWholeStatement } from './statements'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24: a talk that states its thesis as a heading ("verticalization will fail: standardization of
// interfaces is crucial", a divider's "There is No Silver Bullet") has that claim as its point; a deck written
// all in lower case keeps its statements; a call to action with a link is the deck's ask.

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const bullets = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

interface Talk {
  cover: string
  topics: TestSlide[]
  thesis: string
  reasons: string[]
  action: string
  features: string[]
  url: string
}

// A talk in lower case: topic slides, a thesis heading over its reasons, and a call to action of features.
const talks: Record<'en' | 'de' | 'es', Talk> = {
  en: {
    cover: 'standards and the next generation of cloud',
    topics: [
      {
        title: 'one way to think about the cloud',
        text: bullets('mode 1: commodity cloud', 'mode 2: enterprise cloud'),
      },
      { title: 'back to the computer industry', text: bullets('chips and systems', 'software and retail') },
      {
        title: 'what google had to build',
        text: bullets('linux containers support', 'schedulers and naming'),
      },
    ],
    thesis: 'verticalization will fail: standardization of interfaces is crucial',
    reasons: ['an ecosystem needs specialization', 'more options are better than fewer'],
    action: 'a call to action',
    features: ['broad vendor support: business committee', 'strong technical identity: oversight committee'],
    url: 'we are actively recruiting end users for the foundation, please visit https://cncf.io for details',
  },
  de: {
    cover: 'standards und die nächste generation der cloud',
    topics: [
      {
        title: 'ein blick auf die cloud',
        text: bullets('modus 1: standard-cloud', 'modus 2: unternehmens-cloud'),
      },
      { title: 'zurück zur computerindustrie', text: bullets('chips und systeme', 'software und handel') },
      { title: 'was google bauen musste', text: bullets('unterstützung für container', 'planer und namen') },
    ],
    thesis: 'vertikalisierung wird scheitern: standardisierte schnittstellen sind entscheidend',
    reasons: ['ein ökosystem braucht spezialisierung', 'mehr optionen sind besser als wenige'],
    action: 'aufruf zum handeln',
    features: [
      'breite unterstützung der anbieter: geschäftsausschuss',
      'starke technische identität: fachausschuss',
    ],
    url: 'wir suchen aktiv anwender für die stiftung, details unter https://cncf.io auf der seite',
  },
  es: {
    cover: 'estándares y la próxima generación de la nube',
    topics: [
      {
        title: 'una forma de pensar la nube',
        text: bullets('modo 1: nube de consumo', 'modo 2: nube empresarial'),
      },
      { title: 'volver a la industria informática', text: bullets('chips y sistemas', 'software y venta') },
      {
        title: 'lo que google tuvo que construir',
        text: bullets('soporte de contenedores', 'planificadores y nombres'),
      },
    ],
    thesis: 'la verticalización fracasará: la estandarización de interfaces es crucial',
    reasons: ['un ecosistema necesita especialización', 'más opciones son mejores que pocas'],
    action: 'llamada a la acción',
    features: ['amplio apoyo de proveedores: comité de negocio', 'fuerte identidad técnica: comité técnico'],
    url: 'buscamos activamente usuarios para la fundación, los detalles en https://cncf.io para todos',
  },
}

const slidesOf = (talk: Talk): TestSlide[] => [
  { title: talk.cover, role: 'cover' },
  ...talk.topics,
  { title: talk.thesis, text: bullets(...talk.reasons) },
  ...talk.topics.map((topic) => ({ ...topic, title: `${topic.title} (2)` })),
  { title: talk.action, text: bullets(...talk.features, talk.url) },
]

describe('a thesis stated as a heading', () => {
  test.each<['en' | 'de' | 'es']>([['en'], ['de'], ['es']])(
    'a %s talk whose conclusion lists features states its thesis heading with its reasons as the point',
    (language) => {
      const talk = talks[language]

      const point = pointOf(overallLinesOf(slidesOf(talk), language), language)

      expect(point?.text).toBe(`${talk.thesis} — ${talk.reasons.join('; ')}`)
    },
  )

  test.each<[Language, string, string, string[]]>([
    ['en', 'Sorry', 'There is No Silver Bullet', ['Observe before you act', 'Act on monitoring results']],
    ['fr', 'Désolé', 'Chaque site est un cas différent', ['Observer avant d’agir', 'Agir sur les mesures']],
    ['nl', 'Helaas', 'Er is geen wondermiddel', ['Meet voordat je ingrijpt', 'Handel op de metingen']],
  ])('a %s divider’s claim leads the short list the talk ends on', (language, dividerTitle, claim, tips) => {
    const slides: TestSlide[] = [
      { title: 'Apache performance tuning', role: 'cover' },
      { title: 'Monitoring', text: bullets('vmstat every minute', 'iostat on the disks') },
      { title: dividerTitle, text: claim },
      { title: 'Sizing', text: bullets('Take total RAM', 'Divide by the process size') },
      { title: 'Caching', text: bullets('Dynamic pages', 'Static pages') },
      { title: 'Threads', text: bullets('Thread-safe modules', 'Load tests') },
      { title: 'Tips', text: bullets(...tips) },
      { title: 'Q&A', role: 'closing' },
    ]

    const point = pointOf(overallLinesOf(slides, language), language)

    expect(point?.text).toBe(`${claim} — ${tips.join('; ')}`)
  })
})

test.each<[Language, string, string, string[]]>([
  [
    'en',
    'Round to nearest',
    'The green point is closer to the left one',
    ['Observe before you act', 'Act on results'],
  ],
  [
    'fr',
    'Arrondi',
    'Le point vert est plus proche de la gauche',
    ['Observer avant d’agir', 'Agir sur les mesures'],
  ],
  [
    'nl',
    'Afronden',
    'Het groene punt is dichter bij de linker',
    ['Meet voordat je ingrijpt', 'Handel op de metingen'],
  ],
])(
  'a %s title repeated over an animation’s steps, each with one line, is no divider and states no thesis',
  (language, title, line, tips) => {
    const slides: TestSlide[] = [
      { title: 'LNS rounding', role: 'cover' },
      { title: 'Monitoring', text: bullets('vmstat every minute', 'iostat on the disks') },
      { title, text: line },
      { title, text: line },
      { title, text: line },
      { title: 'Caching', text: bullets('Dynamic pages', 'Static pages') },
      { title: 'Threads', text: bullets('Thread-safe modules', 'Load tests') },
      { title: 'Tips', text: bullets(...tips) },
      { title: 'Q&A', role: 'closing' },
    ]

    const point = pointOf(overallLinesOf(slides, language), language)

    expect(point?.text).toBe(tips.join('; '))
  },
)

describe('a deck written all in lower case', () => {
  test.each<['en' | 'de' | 'es']>([['en'], ['de'], ['es']])(
    'a %s lower-case line is a statement of its own, and lower case elsewhere still marks a cut line',
    (language) => {
      const talk = talks[language]

      const lines = overallLinesOf(slidesOf(talk), language)
      const reason = lines.passages.findIndex((passage) => passage.brief === talk.reasons[0])

      expect(lines.caseless).toBe(true)
      expect(lines.eligible[reason]).toBe(true)
      expect(isWholeStatement(talk.reasons[0]!, language)).toBe(false)
    },
  )

  test.each<['en' | 'de' | 'es']>([['en'], ['de'], ['es']])(
    'a %s call to action with a link is the deck’s ask, its features are not',
    async (language) => {
      const talk = talks[language]

      const { overallSummary } = await summarise(slidesOf(talk), language)

      expect(overallSummary.actionItems).toEqual([talk.url])
    },
  )
})
