import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Issue 24, decision 142: a speech argues by example. Its section's entry says the section's point in its own
// terms, not the anecdote it opens with; its overall summary keeps its findings' figures before the illustration's;
// its reference list is named in a few words, not dumped.

interface Speech {
  title: string
  thesis: string
  heading: string
  anecdote: string[]
  findings: string[]
  remedy: string
  remedies: string[]
  references: string
  referenceList: string
}

const speeches: Record<'en' | 'de' | 'fr', Speech> = {
  en: {
    title: 'Rethinking the energy grid',
    thesis:
      'This speech argues that the energy grid has become concentrated and fragile over the past decade.',
    heading: 'Concentration and fragility',
    anecdote: [
      'For around 300 years, between the years 1500-1800, the windmills of Holland were small and many.',
      'A storm would stop one mill in 40, never a whole village.',
      'Millers shared their sails and their millstones.',
    ],
    findings: [
      'The grid has become concentrated: the ten largest plants supply 4-fold more power than in 2005.',
      'Outages of the grid longer than one hour rose by 35% between 2010 and 2020.',
      'Concentration has made the grid fragile.',
    ],
    remedy: 'Making the grid robust',
    remedies: [
      'A grid of many small plants would cut outages of the grid by 20% within 5 years.',
      'Storage can carry the grid through 4 hours of peak demand at a cost of £2 billion.',
    ],
    references: "Smith, J (2004), 'Power and grids', Energy Journal 12: 1-20.",
    referenceList: 'List of references',
  },
  de: {
    title: 'Das Stromnetz neu denken',
    thesis:
      'Diese Rede zeigt, dass das Stromnetz im letzten Jahrzehnt konzentriert und anfällig geworden ist.',
    heading: 'Konzentration und Anfälligkeit',
    anecdote: [
      'Rund 300 Jahre lang, zwischen den Jahren 1500-1800, waren die Windmühlen Hollands klein und zahlreich.',
      'Ein Sturm hielt eine Mühle von 40 an, nie ein ganzes Dorf.',
      'Die Müller teilten ihre Segel und ihre Mühlsteine.',
    ],
    findings: [
      'Das Stromnetz ist konzentriert: die zehn größten Kraftwerke liefern 4-mal mehr Strom als 2005.',
      'Ausfälle im Stromnetz über eine Stunde stiegen zwischen 2010 und 2020 um 35%.',
      'Die Konzentration hat das Stromnetz anfällig gemacht.',
    ],
    remedy: 'Ein robustes Stromnetz',
    remedies: [
      'Ein Stromnetz aus vielen kleinen Kraftwerken würde Ausfälle binnen 5 Jahren um 20% senken.',
      'Speicher tragen das Stromnetz 4 Stunden durch die Spitzenlast, für 2 Milliarden Euro.',
    ],
    references: "Schmidt, J (2004), 'Strom und Netze', Energie-Zeitschrift 12: 1-20.",
    referenceList: 'Literaturverzeichnis',
  },
  fr: {
    title: 'Repenser le réseau électrique',
    thesis:
      'Ce discours montre que le réseau électrique est devenu concentré et fragile au cours de la dernière décennie.',
    heading: 'Concentration et fragilité',
    anecdote: [
      'Pendant environ 300 ans, entre les années 1500-1800, les moulins de Hollande étaient petits et nombreux.',
      'Une tempête arrêtait un moulin sur 40, jamais tout un village.',
      'Les meuniers partageaient leurs voiles et leurs meules.',
    ],
    findings: [
      'Le réseau est concentré : les dix plus grandes centrales fournissent 4 fois plus que en 2005.',
      'Les pannes du réseau de plus d’une heure ont augmenté de 35% entre 2010 et 2020.',
      'La concentration a rendu le réseau fragile.',
    ],
    remedy: 'Un réseau robuste',
    remedies: [
      'Un réseau de nombreuses petites centrales réduirait les pannes du réseau de 20% en 5 ans.',
      'Le stockage porte le réseau pendant 4 heures de pointe, pour un coût de 2 milliards d’euros.',
    ],
    references: "Martin, J (2004), 'Énergie et réseaux', Revue de l'énergie 12: 1-20.",
    referenceList: 'Liste des références',
  },
}

const summarise = (speech: Speech, language: Language) =>
  createLocalProvider().summarize(
    documentOf(
      [
        { title: speech.title, text: speech.thesis },
        { title: speech.heading, text: [...speech.anecdote, ...speech.findings].join('\n') },
        { title: speech.remedy, text: speech.remedies.join('\n') },
        {
          title: 'References',
          text: Array.from({ length: 8 }, (_, n) => speech.references.replace('2004', String(2000 + n))).join(
            '\n',
          ),
        },
      ],
      { language, format: 'pdf' },
    ),
    { documentType: 'document' },
  )

describe.each(Object.entries(speeches) as [Language, Speech][])(
  'a speech that argues by example (%s)',
  (language, speech) => {
    test("the section's entry carries its finding and the overall summary its figures, not the windmills", async () => {
      const summary = await summarise(speech, language)
      const entry = summary.slideBySlide.find((slide) => slide.title === speech.heading)!.summary
      expect(entry).toContain(speech.findings[0]!.slice(0, 30))
      // The figure stands in a takeaway or, said once, in the insight relating it to its remedy (decision 150).
      const overall = [
        ...summary.overallSummary.keyTakeaways,
        ...summary.overallSummary.strategicInsights,
      ].join('\n')
      expect(overall).toContain('35%')
      expect(overall).not.toContain('300')
    })

    test('the reference list is named, not listed', async () => {
      const summary = await summarise(speech, language)
      const entry = summary.slideBySlide.find((slide) => slide.title === 'References')!.summary
      expect(entry).toContain(speech.referenceList)
      expect(entry).not.toContain('Energ')
    })
  },
)
