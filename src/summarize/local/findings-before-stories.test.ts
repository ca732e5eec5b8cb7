import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf } from '../../shared/test-support/document-of'
import { isCaseStory } from './findings-before-stories'
import { createLocalProvider } from './index'

// Decision 172: a survey section's entry says its table's headline row before a case story's figures.
async function entryOf(title: string, lines: string[], language: Language): Promise<string> {
  // A section as long as a report's (an entry is a share of its section): its free-text paragraph said five times.
  const [comments] = lines.filter((line) => line.length > 300)
  const text = [...lines, comments, comments, comments, comments].join('\n')
  const summary = await createLocalProvider().summarize(
    documentOf([{ title, text }], { language, format: 'pdf' }),
    { documentType: 'document' },
  )
  return summary.slideBySlide[0]!.summary
}

const sections: [Language, string, string[], string, string][] = [
  [
    'en',
    '7. Patient and carer experience',
    [
      'Every patient leaving the virtual ward is invited to complete a short survey. We received 1,740 responses from patients and 610 from carers.',
      'Table 6. Patient survey results',
      'Question | Agree or strongly agree',
      'My care overall was good or very good — Agree or strongly agree: 93%',
      'I felt safe being cared for at home — Agree or strongly agree: 89%',
      'I knew whom to call, day and night — Agree or strongly agree: 91%',
      '7.1 What patients told us',
      'In free-text comments and interviews, patients most often valued being able to sleep in their own bed, keep their routines and have family around them. Many compared the experience favourably with previous hospital stays, particularly older patients who had become confused in hospital. The most common complaints were about the equipment: tablets that would not connect, readings that had to be repeated, and alarms at night.',
      '7.2 Carers',
      'Of the 610 carers who responded, 81% felt well supported. However, 18% reported high strain, rising to 27% on the frailty pathway.',
      '7.3 Two episodes in detail',
      'Mrs A, aged 87, lives alone in a village twelve miles from the town. A nurse visited within three hours, and on day 5 she was back to her usual self.',
      'Mr B, aged 64, needed six weeks of antibiotics. He went home after 4 days and was spared 38 nights in hospital.',
    ],
    '93%',
    'Mrs A',
  ],
  [
    'de',
    '7. Erfahrungen von Patienten und Angehörigen',
    [
      'Jeder Patient wird beim Abschluss zu einer kurzen Befragung eingeladen. Wir erhielten 1.740 Antworten von Patienten und 610 von Angehörigen.',
      'Tabelle 6. Ergebnisse der Patientenbefragung',
      'Frage | Stimme zu',
      'Meine Versorgung war insgesamt gut oder sehr gut — Stimme zu: 93 %',
      'Ich fühlte mich zu Hause sicher — Stimme zu: 89 %',
      'Ich wusste, wen ich anrufen kann — Stimme zu: 91 %',
      '7.1 Was Patienten uns sagten',
      'In Kommentaren und Gesprächen schätzten Patienten vor allem, im eigenen Bett zu schlafen, ihren Alltag zu behalten und die Familie um sich zu haben. Viele verglichen die Erfahrung günstig mit früheren Krankenhausaufenthalten, besonders ältere Patienten, die im Krankenhaus verwirrt gewesen waren. Die häufigsten Beschwerden betrafen die Geräte: Tablets, die sich nicht verbanden, Messungen, die wiederholt werden mussten, und Alarme in der Nacht.',
      '7.2 Angehörige',
      'Von den 610 Angehörigen fühlten sich 81 % gut unterstützt. Allerdings berichteten 18 % von hoher Belastung, auf dem Gebrechlichkeitspfad 27 %.',
      '7.3 Zwei Episoden im Detail',
      'Frau K., 87 Jahre alt, lebt allein in einem Dorf zwölf Kilometer von der Stadt. Eine Pflegekraft kam innerhalb von 3 Stunden, und am Tag 5 ging es ihr wieder gut.',
      'Herr B., 64 Jahre alt, brauchte sechs Wochen Antibiotika. Er ging nach 4 Tagen nach Hause und sparte 38 Nächte im Krankenhaus.',
    ],
    '93 %',
    'Frau K.',
  ],
  [
    'fr',
    '7. Expérience des patients et des aidants',
    [
      'Chaque patient est invité à répondre à un court questionnaire. Nous avons reçu 1 740 réponses de patients et 610 d’aidants.',
      'Tableau 6. Résultats de l’enquête auprès des patients',
      'Question | D’accord',
      'Mes soins ont été bons ou très bons dans l’ensemble — D’accord: 93 %',
      'Je me sentais en sécurité à domicile — D’accord: 89 %',
      'Je savais qui appeler, jour et nuit — D’accord: 91 %',
      '7.1 Ce que les patients nous ont dit',
      'Dans leurs commentaires et entretiens, les patients ont surtout apprécié de dormir dans leur lit, de garder leurs habitudes et d’avoir leur famille autour d’eux. Beaucoup ont comparé favorablement l’expérience à des séjours antérieurs à l’hôpital, en particulier les patients âgés qui y avaient été désorientés. Les plaintes les plus fréquentes portaient sur le matériel : tablettes qui ne se connectaient pas, mesures à refaire et alarmes la nuit.',
      '7.2 Aidants',
      'Sur les 610 aidants, 81 % se sont sentis bien soutenus. Toutefois, 18 % ont signalé une forte charge, et 27 % sur le parcours fragilité.',
      '7.3 Deux épisodes en détail',
      'Mme D, 87 ans, vit seule dans un village à douze kilomètres de la ville. Une infirmière est venue en 3 heures, et au jour 5 elle allait mieux.',
      'M. B, 64 ans, avait besoin de six semaines d’antibiotiques. Il est rentré après 4 jours et a évité 38 nuits à l’hôpital.',
    ],
    '93 %',
    'Mme D',
  ],
]

describe("a survey section's headline row before its case stories (decision 172)", () => {
  test.each(sections)('%s', async (language, title, lines, headline, story) => {
    const entry = await entryOf(title, lines, language)

    expect(entry).toContain(headline)
    expect(entry).not.toContain(story)
  })
})

describe('a case named by a title and an initial', () => {
  test.each(['Mrs A, aged 87, lives alone.', 'Frau K., 79 Jahre, lebt allein.', 'Mme D, 84 ans, vit seule.'])(
    '%s',
    (line) => {
      expect(isCaseStory(line)).toBe(true)
    },
  )

  test.each(['Table 6 shows the results.', 'Plan B of 2025 was dropped.', 'In 2025, 81% agreed.'])(
    'a line of another kind is none: %s',
    (line) => {
      expect(isCaseStory(line)).toBe(false)
    },
  )
})
