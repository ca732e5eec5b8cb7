import { describe, expect, test } from 'vitest'
import type { Language } from '../../shared'
import { readAnnouncedList } from '../local/read-announced-list'
import { splitSentences } from './split-sentences'
import { joinNoteLines } from './join-note-lines'

// Decision 178: "VM’s typically have at least 2 disks:" kept only its first disk, cut at that line's own stop.
describe('a lead-in that counts its items takes that many lines, however long each is', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'VM’s typically have at least 2 disks:\nOS Disk (C on Windows), persistent content.  SATA access\nTemp Storage (D on Windows), SATA access, not persistent\nAdditionally, VMs can have data disks',
      'VM’s typically have at least 2 disks: OS Disk (C on Windows), persistent content, SATA access; Temp Storage (D on Windows), SATA access, not persistent.',
    ],
    [
      'de',
      'Jede virtuelle Maschine hat in der Regel mindestens 2 Datenträger:\nDas Betriebssystemlaufwerk (C unter Windows), dauerhaft.  SATA-Zugriff\nDer temporäre Speicher (D unter Windows), nicht dauerhaft\nDazu kommen Datenlaufwerke',
      'Jede virtuelle Maschine hat in der Regel mindestens 2 Datenträger: Das Betriebssystemlaufwerk (C unter Windows), dauerhaft, SATA-Zugriff; Der temporäre Speicher (D unter Windows), nicht dauerhaft.',
    ],
    [
      'fr',
      'Une machine virtuelle a en général au moins 3 disques :\nLe disque système (C sous Windows), persistant.  Accès SATA\nLe stockage temporaire (D sous Windows), non persistant\nLes disques de données, ajoutés à la demande\nEnsuite, on choisit la taille',
      'Une machine virtuelle a en général au moins 3 disques : Le disque système (C sous Windows), persistant, Accès SATA; Le stockage temporaire (D sous Windows), non persistant; Les disques de données, ajoutés à la demande.',
    ],
  ])('%s: the first sentence holds every item', (language, notes, first) => {
    expect(splitSentences(joinNoteLines(notes, language), language)[0]).toBe(first)
  })

  test.each<[Language, string]>([
    // Fewer lines than the count: the slide does not give the list, so the lines stay sentences.
    ['en', 'The plan has at least 3 phases:\nDiscovery, with interviews and a survey.  Then a report'],
    // A count of time is no list.
    ['de', 'Wir haben in den letzten 12 Monaten:\nDen Umsatz verdoppelt.  Alle Regionen\nDie Kosten gesenkt'],
  ])('%s: no list where the lines do not make one', (language, notes) => {
    expect(joinNoteLines(notes, language)).toBe(joinNoteLines(notes))
  })

  test('a count deep in a line that goes on after its colon is still a figure of it', () => {
    expect(
      readAnnouncedList(
        'Approve retention grants of 240,000 shares for 12 engineers: Remuneration Committee',
        'en',
      ),
    ).toBeUndefined()
    expect(readAnnouncedList('VM’s typically have at least 2 disks:', 'en')).toMatchObject({
      count: 2,
      rest: '',
    })
  })
})

// A line that opens on a bracketed label in capitals and goes on in capitals states a thought of its own: run on
// after the line above with a space, two thoughts read as one sentence.
describe('a line that opens on a bracketed label starts a sentence', () => {
  test.each<[Language, string, string]>([
    [
      'en',
      'Use one-sided messages for people who are already convinced\n(Neo-aristotelean theory) Research suggests old structures persuade',
      'Use one-sided messages for people who are already convinced. (Neo-aristotelean theory) Research suggests old structures persuade',
    ],
    [
      'fr',
      'Utiliser des messages à un seul versant pour les convaincus\n(Théorie classique) Les recherches montrent que ces structures persuadent',
      'Utiliser des messages à un seul versant pour les convaincus. (Théorie classique) Les recherches montrent que ces structures persuadent',
    ],
    [
      'de',
      'Einseitige Botschaften für bereits Überzeugte verwenden\n(Klassische Rhetorik) Studien zeigen, dass alte Muster überzeugen',
      'Einseitige Botschaften für bereits Überzeugte verwenden. (Klassische Rhetorik) Studien zeigen, dass alte Muster überzeugen',
    ],
  ])('%s', (language, notes, joined) => {
    expect(joinNoteLines(notes, language)).toBe(joined)
  })

  test('an aside in brackets that goes on in lower case is still the rest of the line', () => {
    expect(joinNoteLines('We compared two designs\n(both tested in May) and kept the first')).toBe(
      'We compared two designs (both tested in May) and kept the first',
    )
  })
})
