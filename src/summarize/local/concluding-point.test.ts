import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, paragraph, stat, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { readDeckStructure } from './read-deck-structure'
import { overallLinesOf, pointOf } from './test-support/overall-lines-of'

// Issue 24: on a deck without an executive summary the overall summary concludes: the point is where the deck
// concludes (its "Lessons", "Contributions", "Call to action", or the short list it ends on before "Q&A").

const summarise = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

const rolesOf = (slides: TestSlide[], language: Language) =>
  readDeckStructure(documentOf(slides, { language })).roles.map(({ role }) => role)

const bullets = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

// Topic slides a talk is made of, none of them a summary.
const topics = (language: Language): TestSlide[] =>
  ({
    en: [
      { title: 'Monitoring your server', text: bullets('vmstat every minute', 'iostat on the disks') },
      { title: 'Sizing the worker pool', text: bullets('Take total RAM', 'Divide by the process size') },
      { title: 'Caching content', text: bullets('Dynamic content is expensive', 'Static content is cheap') },
      { title: 'Thread safety', text: bullets('Modules must be thread-safe', 'Test under load') },
    ],
    fr: [
      { title: 'Surveiller le serveur', text: bullets('vmstat chaque minute', 'iostat sur les disques') },
      {
        title: 'Dimensionner les processus',
        text: bullets('Prendre la mémoire totale', 'Diviser par la taille'),
      },
      {
        title: 'Mettre en cache',
        text: bullets('Le contenu dynamique coûte cher', 'Le statique est bon marché'),
      },
      { title: 'Les fils d’exécution', text: bullets('Les modules doivent être sûrs', 'Tester sous charge') },
    ],
    nb: [
      { title: 'Overvåking av serveren', text: bullets('vmstat hvert minutt', 'iostat på diskene') },
      { title: 'Dimensjonering', text: bullets('Ta totalt minne', 'Del på prosessens størrelse') },
      { title: 'Mellomlagring', text: bullets('Dynamisk innhold er dyrt', 'Statisk innhold er billig') },
      { title: 'Trådsikkerhet', text: bullets('Modulene må være trådsikre', 'Test under last') },
    ],
  })[language as 'en' | 'fr' | 'nb']

describe('where a deck without a summary concludes', () => {
  test.each<[Language, string, string]>([
    ['en', 'Transport CDM projects: lessons', 'Contributions'],
    ['es', 'Lecciones del proyecto piloto', 'Contribuciones de la tesis'],
    ['de', 'Lessons learned aus dem Pilotprojekt', 'Implikationen für die Praxis'],
    ['pt', 'Lições do projeto', 'Apelo à ação'],
  ])('a %s slide of lessons, contributions or implications is a conclusion', (language, lessons, other) => {
    const roles = rolesOf(
      [
        { title: 'Cover', role: 'cover' },
        { title: lessons, text: 'A' },
        { title: other, text: 'B' },
      ],
      language,
    )

    expect(roles.slice(1)).toEqual(['conclusion', 'conclusion'])
  })

  test.each<[Language, string, string[]]>([
    ['en', 'Tips', ['Observe before you act', 'Act on monitoring results', 'Don’t overload your system']],
    ['fr', 'Conseils', ['Observer avant d’agir', 'Agir sur les mesures', 'Éviter de surcharger le système']],
    ['nb', 'Råd', ['Observer før du handler', 'Handle på målingene', 'Ikke overbelast systemet']],
  ])(
    'the short %s list a talk ends on before its closing is its conclusion, and its point',
    (language, title, tips) => {
      const slides: TestSlide[] = [
        { title: 'Apache performance tuning', text: 'Part 1: scaling up', role: 'cover' },
        ...topics(language),
        { title, text: bullets(...tips) },
        { title: 'Q&A', role: 'closing' },
      ]

      const roles = rolesOf(slides, language)
      const point = pointOf(overallLinesOf(slides, language), language)

      expect(roles.at(-2)).toBe('conclusion')
      expect(point?.text).toBe(tips.join('; '))
    },
  )

  test('a talk that ends on a topic (code, a long list) has no conclusion by its place', () => {
    const slides: TestSlide[] = [
      { title: 'Apache performance tuning', role: 'cover' },
      ...topics('en'),
      { title: 'mod_cache configuration', text: '<IfModule mod_cache.c>\nCacheEnable disk /\n</IfModule>' },
      { title: 'Q&A', role: 'closing' },
    ]

    expect(rolesOf(slides, 'en')).not.toContain('conclusion')
  })

  test.each<[Language, string, string, string]>([
    ['en', 'Structure the project well!!!', 'Baselines', 'Carry out pilot tests to estimate fuel gains'],
    ['es', '¡Estructurar bien el proyecto!!', 'Líneas base', 'Hacer pruebas piloto para estimar el ahorro'],
    [
      'de',
      'Das Projekt gut strukturieren!!',
      'Basislinien',
      'Pilottests zur Schätzung der Einsparung machen',
    ],
  ])(
    'a %s exclamation the deck ends on is a slogan: the lessons before it lead, each heading with its item',
    (language, closing, heading, lesson) => {
      const lessonsTitle = { en: 'Lessons', es: 'Lecciones', de: 'Lessons learned' }[language as 'en']
      const slides: TestSlide[] = [
        { title: 'A maintenance programme for a bus fleet', role: 'cover' },
        ...topics('en'),
        {
          title: lessonsTitle,
          text: [`- ${heading}`, `  - ${lesson}`, '- Leakages', '  - Captive fleet with fixed mobility'].join(
            '\n',
          ),
        },
        { title: closing },
      ]

      const point = pointOf(overallLinesOf(slides, language), language)

      // Reader r-n2: "Structure the project well! — Carry out pilot tests…" opened on the slogan and said one lesson.
      expect(point?.text).toBe(`${heading}: ${lesson}; Leakages: Captive fleet with fixed mobility`)
    },
  )

  test.each<[Language, string, string[]]>([
    [
      'en',
      'Contributions',
      ['Geometric analysis of the SV19 observations', 'A model of the worst-case waveform'],
    ],
    [
      'it',
      'Contributi della tesi',
      ['Analisi geometrica delle osservazioni', 'Un modello della forma d’onda peggiore'],
    ],
    [
      'nl',
      'Bijdragen van het proefschrift',
      ['Geometrische analyse van de metingen', 'Een model van de slechtste golfvorm'],
    ],
  ])(
    'a %s contributions slide early in a thesis defence is its point, without a figure of a plain slide',
    async (language, title, contributions) => {
      const summary = await summarise(
        [
          {
            title: 'GPS signal structure',
            text: bullets('Navigation data: 50 bits/second', 'Chip rate 1.023 Mcps'),
          },
          { title, text: bullets(...contributions) },
          ...topics('en'),
        ],
        language,
      )

      expect(summary.overallSummary.keyTakeaways[0]).toBe(contributions.join('; '))
    },
  )
})

describe('a sample on a slide is no takeaway', () => {
  test('the fields read out beside a log line are not the deck’s figures', () => {
    const lines = overallLinesOf(
      [
        { title: 'Web server tuning', role: 'cover' },
        {
          title: 'Combined log format',
          lines: [
            paragraph(
              '222.127.111.234 - - [09/Apr/2008:07:46:54 +0000] "GET /a.jpg HTTP/1.1" 200 22992 "-" "Mozilla/5.0"',
            ),
            stat('Status Code', '200'),
            stat('Content Bytes', '22992'),
          ],
        },
        { title: 'Results', text: 'Peak load: 78,000 hits per hour' },
      ],
      'en',
    )
    const ok = (start: string) => lines.lineOk[lines.passages.findIndex((p) => p.brief.startsWith(start))]

    expect(ok('Status Code')).toBe(false)
    expect(ok('Peak load')).toBe(true)
  })
})
