import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { bullet, documentOf } from '../../shared/test-support/document-of'
import { mentionsMonth } from '../dates-in'
import { createLocalProvider } from './index'

async function entryOf(title: string, lines: string[], language: Language): Promise<string> {
  const document = documentOf(
    [
      { title: 'Cover', text: 'Cover', role: 'cover' },
      { title, lines: lines.map(bullet) },
    ],
    { language },
  )
  const summary = await createLocalProvider().summarize(document, { documentType: 'presentation' })
  return summary.slideBySlide[1]!.summary
}

// Issue 24, talent slides 15 and 19: "…sent to all employees on 01 December" and "In February the global team
// will pull succession information…" fell off entries cut at a fixed depth.
describe('a slide entry keeps its dated line', () => {
  test.each<[Language, string, string[], string]>([
    [
      'en',
      'Programme review',
      [
        'All graduate participants should be reviewed alongside their peers in the market where they work',
        'Nominations are informed directly by succession pool and mobility data in the system',
        'The global team will lead the review for senior incumbents with the relevant line managers',
        'Specific communication and briefing will be provided to every human resources director',
      ],
      'In February the global team will pull succession information as input to the discussions',
    ],
    [
      'fr',
      'Revue du programme',
      [
        'Tous les participants du programme sont revus avec leurs pairs sur le marché où ils travaillent',
        'Les nominations reposent directement sur les données de succession et de mobilité du système',
        'L’équipe mondiale mènera la revue des titulaires avec les responsables hiérarchiques concernés',
        'Une communication et un briefing spécifiques seront fournis à chaque directeur des ressources humaines',
      ],
      'En février l’équipe mondiale extraira les informations de succession pour préparer les discussions',
    ],
    [
      'nl',
      'Herziening van het programma',
      [
        'Alle deelnemers aan het programma worden beoordeeld naast hun collega’s in de markt waar ze werken',
        'Nominaties zijn rechtstreeks gebaseerd op gegevens over opvolging en mobiliteit in het systeem',
        'Het wereldwijde team leidt de beoordeling van de leidinggevenden samen met de betrokken managers',
        'Specifieke communicatie en uitleg worden aan elke directeur personeelszaken gegeven',
      ],
      'In februari haalt het wereldwijde team de opvolgingsgegevens op als input voor de besprekingen',
    ],
    [
      'de',
      'Überprüfung des Programms',
      [
        'Alle Teilnehmer des Programms werden neben ihren Kollegen im Markt ihres Einsatzes bewertet',
        'Nominierungen stützen sich direkt auf Nachfolge- und Mobilitätsdaten im System',
        'Das globale Team leitet die Überprüfung der Stelleninhaber mit den zuständigen Führungskräften',
        'Jede Personalleitung erhält eine eigene Mitteilung und ein eigenes Briefing',
      ],
      'Im Februar zieht das globale Team die Nachfolgedaten als Grundlage für die Gespräche',
    ],
  ])('%s: the line that names a month is said', async (language, title, lines, dated) => {
    // Twice the lines, so that the list is too long to say whole and the entry picks among them.
    const more = lines.map((line) => `${line.split(' ').reverse().join(' ')} as agreed`)
    const entry = await entryOf(title, [...lines, dated, ...more], language)

    expect(entry).toContain(dated)
  })
})

describe('mentionsMonth', () => {
  test.each<[Language, string, boolean]>([
    ['en', 'Reviews close in February', true],
    ['en', 'You may enable further positions', false],
    ['de', 'Abgabe bis 30. Juni', true],
    ['es', 'Se enviará el 1 de diciembre', true],
  ])('%s: "%s" names a month: %s', (language, text, expected) => {
    expect(mentionsMonth(text, language)).toBe(expected)
  })
})
