import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { documentOf, type TestSlide } from '../../shared/test-support/document-of'
import { createLocalProvider } from './index'

// Decision 155, the report's section entries (reader r-s1: "Table 1. The four pathways", "1.1 Key findings" and
// "Total — 4,860; 2,817; …" as bullets, Appendix E's survey row under Appendix D, the bed days saved dropped).
async function sectionEntries(pages: TestSlide[], language: Language) {
  const summary = await createLocalProvider().summarize(documentOf(pages, { language, format: 'pdf' }), {
    documentType: 'document',
  })
  return summary.slideBySlide.map(({ title, summary: text }) => ({
    title,
    bullets: text.split('\n').map((line) => line.replace(/^- /u, '')),
  }))
}

interface Words {
  chapter: string
  intro: string
  /** Sentences without figures, so that the section is as long as a report's and its entry has room. */
  context: string
  caption: string
  subject: string
  header: string
  rows: string[]
  bareRows: string[]
  subsections: [string, string][]
  appendix: [string, string]
  appendixText: [string, string]
}

const words: [Language, Words][] = [
  [
    'en',
    {
      chapter: '6. Outcomes for hospital use',
      intro: 'The programme exists to reduce the demand for acute hospital beds in the county.',
      context:
        'It can do so in two ways: by avoiding admissions altogether, and by letting patients leave hospital sooner. ' +
        'This chapter estimates both, and then looks at readmissions and escalations back to hospital. ' +
        'Staff attribute the results to the closer monitoring in the first days at home, when most problems start. ' +
        'The comparison group was drawn from patients of the same hospitals who went home without the service. ' +
        'Matching used age, frailty, past admissions and the neighbourhood each patient lives in. ' +
        'Carers at home are not recorded, so the effect on readmissions may be somewhat overstated. ' +
        'The sections below give each estimate with the method behind it and its main uncertainty.',
      caption: 'Table 5. Thirty-day readmission after a step-down episode',
      subject: 'Thirty-day readmission after a step-down episode',
      header: 'Pathway | Virtual ward | Comparison group',
      rows: [
        'Frailty — Virtual ward: 13.1%; Comparison group: 16.8%',
        'Respiratory — Virtual ward: 12.4%; Comparison group: 15.9%',
        'Heart failure — Virtual ward: 14.2%; Comparison group: 15.1%',
        'All step-down episodes — Virtual ward: 11.8%; Comparison group: 14.9%',
      ],
      bareRows: ['Frailty 1,990 1,453 537', 'Respiratory 1,410 931 479', 'Total 4,860 2,817 2,043'],
      subsections: [
        ['6.1 Acute bed days saved', 'In total, about 21,300 acute bed days were saved.'],
        ['6.2 Readmissions', 'Of step-down patients, 11.8% were readmitted, against 14.9%.'],
        ['6.3 Escalations to hospital', 'In 7.6% of episodes the patient went back to hospital.'],
      ],
      appendix: ['Appendix D. Matching and balance', 'Appendix E. Survey results by pathway'],
      appendixText: [
        'All standardised differences between the two groups were below 0.05 after matching.',
        'Patients on every pathway rated their care highly, and 93% of them rated it good.',
      ],
    },
  ],
  [
    'de',
    {
      chapter: '6. Ergebnisse für die Klinik',
      intro: 'Das Programm soll die Nachfrage nach Betten im Krankenhaus des Kreises senken.',
      context:
        'Es kann dies auf zwei Wegen tun: indem es Aufnahmen vermeidet und indem Patienten früher nach Hause gehen. ' +
        'Dieses Kapitel schätzt beides und betrachtet dann Wiederaufnahmen und Verlegungen zurück ins Krankenhaus. ' +
        'Das Personal führt die Ergebnisse auf die engere Überwachung in den ersten Tagen zu Hause zurück. ' +
        'Die Vergleichsgruppe stammt aus Patienten derselben Kliniken, die ohne den Dienst nach Hause gingen. ' +
        'Der Abgleich nutzte Alter, Gebrechlichkeit, frühere Aufnahmen und das Wohnviertel jedes Patienten. ' +
        'Pflegende Angehörige werden nicht erfasst, daher kann der Effekt auf Wiederaufnahmen überschätzt sein. ' +
        'Die folgenden Abschnitte nennen jede Schätzung mit ihrer Methode und ihrer wichtigsten Unsicherheit.',
      caption: 'Tabelle 5. Wiederaufnahme binnen 30 Tagen nach einer Entlassung',
      subject: 'Wiederaufnahme binnen 30 Tagen nach einer Entlassung',
      header: 'Pfad | Virtuelle Station | Vergleichsgruppe',
      rows: [
        'Gebrechlichkeit — Virtuelle Station: 13,1 %; Vergleichsgruppe: 16,8 %',
        'Atemwege — Virtuelle Station: 12,4 %; Vergleichsgruppe: 15,9 %',
        'Herzinsuffizienz — Virtuelle Station: 14,2 %; Vergleichsgruppe: 15,1 %',
        'Alle Entlassungen — Virtuelle Station: 11,8 %; Vergleichsgruppe: 14,9 %',
      ],
      bareRows: ['Gebrechlichkeit 1.990 1.453 537', 'Atemwege 1.410 931 479', 'Gesamt 4.860 2.817 2.043'],
      subsections: [
        ['6.1 Eingesparte Bettentage', 'Insgesamt wurden rund 21.300 Bettentage eingespart.'],
        ['6.2 Wiederaufnahmen', 'Wieder aufgenommen wurden 11,8 % der Patienten, gegen 14,9 %.'],
        ['6.3 Verlegungen ins Krankenhaus', 'In 7,6 % der Episoden kam der Patient zurück in die Klinik.'],
      ],
      appendix: ['Anhang D. Abgleich der Gruppen', 'Anhang E. Befragung nach Pfad'],
      appendixText: [
        'Alle standardisierten Unterschiede zwischen den Gruppen lagen nach dem Abgleich unter 0,05.',
        'Patienten aller Pfade bewerteten die Versorgung gut, und 93 % nannten sie gut oder sehr gut.',
      ],
    },
  ],
  [
    'fr',
    {
      chapter: '6. Effets sur l’hôpital',
      intro: 'Le programme doit réduire la demande de lits dans l’hôpital du département.',
      context:
        'Il peut le faire de deux façons : en évitant des admissions et en permettant aux patients de sortir plus tôt. ' +
        'Ce chapitre estime les deux, puis examine les réadmissions et les transferts vers l’hôpital. ' +
        'Le personnel attribue ces résultats au suivi plus étroit des premiers jours passés à domicile. ' +
        'Le groupe témoin réunit des patients des mêmes hôpitaux rentrés chez eux sans le service. ' +
        'L’appariement a utilisé l’âge, la fragilité, les admissions passées et le quartier de chaque patient. ' +
        'Les aidants à domicile ne sont pas enregistrés, donc l’effet sur les réadmissions peut être surestimé. ' +
        'Les sections suivantes donnent chaque estimation avec sa méthode et sa principale incertitude.',
      caption: 'Tableau 5. Réadmission à 30 jours après une sortie anticipée',
      subject: 'Réadmission à 30 jours après une sortie anticipée',
      header: 'Parcours | Service virtuel | Groupe témoin',
      rows: [
        'Fragilité — Service virtuel: 13,1 %; Groupe témoin: 16,8 %',
        'Respiratoire — Service virtuel: 12,4 %; Groupe témoin: 15,9 %',
        'Insuffisance cardiaque — Service virtuel: 14,2 %; Groupe témoin: 15,1 %',
        'Toutes les sorties — Service virtuel: 11,8 %; Groupe témoin: 14,9 %',
      ],
      bareRows: ['Fragilité 1 990 1 453 537', 'Respiratoire 1 410 931 479', 'Total 4 860 2 817 2 043'],
      subsections: [
        ['6.1 Journées d’hôpital évitées', 'Au total, environ 21 300 journées d’hôpital ont été évitées.'],
        ['6.2 Réadmissions', 'Parmi les patients sortis, 11,8 % ont été réadmis, contre 14,9 %.'],
        ['6.3 Transferts à l’hôpital', 'Dans 7,6 % des épisodes, le patient est retourné à l’hôpital.'],
      ],
      appendix: ['Annexe D. Appariement des groupes', 'Annexe E. Enquête par parcours'],
      appendixText: [
        'Toutes les différences standardisées entre les deux groupes étaient inférieures à 0,05.',
        'Les patients de tous les parcours ont bien noté leurs soins, et 93 % les ont jugés bons.',
      ],
    },
  ],
]

/** A report's chapter page: its sub-sections' findings, a captioned table of labelled rows, a table without labels. */
function chapterPage(w: Words): TestSlide {
  const [first, second, third] = w.subsections
  return {
    title: w.chapter,
    text: [
      w.intro,
      w.context,
      ...first!,
      ...w.bareRows,
      ...second!,
      w.caption,
      w.header,
      ...w.rows,
      ...third!,
    ].join('\n'),
  }
}

function appendixPage(w: Words): TestSlide {
  return {
    title: w.appendix[0],
    text: [w.appendixText[0], w.appendix[1], w.appendixText[1], ...w.bareRows].join('\n'),
  }
}

describe("a document section's entry (decision 155)", () => {
  test.each(words)('%s: no caption, heading or row without its labels is a bullet', async (language, w) => {
    const entries = await sectionEntries([chapterPage(w)], language)

    const bullets = entries.flatMap((entry) => entry.bullets)
    expect(bullets.filter((bullet) => bullet === w.caption || bullet.startsWith(w.caption))).toEqual([])
    expect(bullets.filter((bullet) => w.subsections.some(([heading]) => bullet === heading))).toEqual([])
    expect(
      bullets.filter((bullet) => w.bareRows.some((row) => bullet.includes(row.split(' ').at(-1)!))),
    ).toEqual([])
  })

  test.each(words)('%s: a header row left as text is no bullet', async (language, w) => {
    const page = { title: w.chapter, text: [w.intro, w.header, ...w.subsections[0]!].join('\n') }

    const entries = await sectionEntries([page], language)

    expect(entries[0]!.bullets).not.toContain(w.header)
  })

  test.each(words)("%s: a row is said with its caption's subject", async (language, w) => {
    const page = chapterPage(w)
    // Without its findings, the section's entry says its table.
    const tableOnly = { ...page, text: [w.intro, w.caption, w.header, ...w.rows].join('\n') }

    const entries = await sectionEntries([tableOnly], language)

    const rows = entries[0]!.bullets.filter((bullet) => w.rows.some((row) => bullet.includes(row)))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows[0]!.startsWith(`${w.subject}: `)).toBe(true)
  })

  test.each(words)("%s: each sub-section's finding comes before the table's rows", async (language, w) => {
    const entries = await sectionEntries([chapterPage(w)], language)

    const bullets = entries[0]!.bullets
    const findings = w.subsections.filter(([, finding]) => bullets.includes(finding))
    const rows = bullets.filter((bullet) => w.rows.some((row) => bullet.includes(row)))
    expect(findings.length).toBeGreaterThanOrEqual(2)
    expect(rows.length === 0 || findings.length === w.subsections.length).toBe(true)
  })

  test.each(words)('%s: a section ends at the next heading partway down a page', async (language, w) => {
    const entries = await sectionEntries([chapterPage(w), appendixPage(w)], language)

    expect(entries.map((entry) => entry.title)).toEqual([w.chapter, ...w.appendix])
    expect(entries[1]!.bullets.join(' ')).not.toContain(w.appendixText[1])
    expect(entries[2]!.bullets.join(' ')).toContain(w.appendixText[1])
  })
})
