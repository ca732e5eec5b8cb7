import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'
import { isCutList, readAnnouncedList } from './read-announced-list'

// Decision 093: "There are actually 3 upgrade modes – Monitored Mode upgrades …" named one of three.
describe('readAnnouncedList', () => {
  test.each<[Language, string, number, number]>([
    [
      'en',
      'There are actually 3 upgrade modes – Monitored Mode upgrades go one domain at a time, with checks.',
      3,
      1,
    ],
    ['en', 'There are 3 categories – “Reliable Services”, “Guest Executables”, and “Containers”.', 3, 3],
    [
      'fr',
      '8 étapes clés : Validation des entrées; Gestion des erreurs; Authentification ET Autorisation',
      8,
      3,
    ],
    ['fr', 'Les 14 familles d’exigences', 14, 0],
    ['de', 'Es gibt 2 Modelle – zustandslose und zustandsbehaftete Dienste', 2, 2],
  ])('%s: %s', (language, text, count, named) => {
    expect(readAnnouncedList(text, language)).toMatchObject({ count, named })
  })

  test.each<[Language, string]>([
    ['en', 'In 12 months: revenue doubled and churn halved, in every region we serve.'],
    ['de', 'In 3 Jahren: doppelter Umsatz in allen Regionen, die wir beliefern.'],
    ['fr', 'En 2024, 100 chapitres : une communauté mondiale.'],
    ['nl', 'Optie 3 vaststellen: de afdeling naar 150 bedden in maart 2028'],
    ['en', 'Top 10 Risks to Web Apps – not Top 10 impacts, likelihoods, or vulnerabilities'],
  ])('%s: a span of time, a large figure or a number naming its noun announces no list', (language, text) => {
    expect(isCutList(text, language)).toBe(false)
  })
})

const summarize = (slides: TestSlide[], language: Language) =>
  createLocalProvider().summarize(documentOf(slides, { language }), { documentType: 'presentation' })

describe('a line that announces N things is said with all N, or not as an overall item', () => {
  test.each<[Language, TestSlide, string[]]>([
    [
      'en',
      {
        title: 'Application deployments',
        text: '- A full deployment tears the application down\n- An upgrade deployment keeps it running',
        notes:
          'There are actually 3 upgrade modes – Monitored Mode upgrades go one upgrade domain at a time, after its health checks. Unmonitored-Auto upgrades merely skip the health checks. Finally, Unmonitored-Manual upgrades require you to upgrade each domain yourself.',
      },
      ['Unmonitored-Auto', 'Unmonitored-Manual'],
    ],
    [
      'fr',
      {
        title: 'Déploiements',
        text: '- Un déploiement complet arrête l’application\n- Une mise à niveau la garde en service',
        notes:
          'Il existe 3 modes de mise à niveau – le mode surveillé met à niveau un domaine après l’autre, après ses contrôles. Le mode automatique non surveillé saute les contrôles. Enfin, le mode manuel non surveillé vous laisse mettre à niveau chaque domaine.',
      },
      ['automatique non surveillé', 'manuel non surveillé'],
    ],
    [
      'de',
      {
        title: 'Bereitstellungen',
        text: '- Eine vollständige Bereitstellung baut die Anwendung ab\n- Ein Upgrade hält sie in Betrieb',
        notes:
          'Es gibt 3 Upgrade-Modi – der überwachte Modus aktualisiert eine Domäne nach der anderen, nach ihren Prüfungen. Der unüberwachte automatische Modus überspringt die Prüfungen. Der unüberwachte manuelle Modus lässt Sie jede Domäne selbst aktualisieren.',
      },
      ['unüberwachte automatische', 'unüberwachte manuelle'],
    ],
  ])('%s: the notes go on to name the others', async (language, slide, others) => {
    const summary = await summarize([{ title: 'Cover', text: 'Cover', role: 'cover' }, slide], language)

    const entry = summary.slideBySlide[1]!.summary
    const overall = summary.overallSummary.keyTakeaways.join('\n')
    if (/\b3\b/u.test(entry)) for (const other of others) expect(entry).toContain(other)
    expect(entry).toMatch(/\b3\b/u)
    expect(overall).not.toMatch(/\b3\b/u)
  })
})
