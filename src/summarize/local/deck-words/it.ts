import type { DeckWordsData } from './deck-words-schema'

// Italian words for a deck's structure; see deck-words-schema.ts for how they match.
export const it: DeckWordsData = {
  roles: {
    'executive-summary': ['sintesi', 'executive summary', 'messaggi chiave', '=riepilogo', 'in breve'],
    problem: ['problema', 'la sfida', 'le cause'],
    solution: ['soluzione', 'il nostro prodotto', 'come funziona'],
    market: ['mercato', 'opportunità'],
    'business-model': ['modello di business', 'modello di ricavo', 'prezzi'],
    traction: ['trazione', 'risultati', 'in cifre', 'indicatori', 'situazione attuale'],
    'plan-vs-actual': ['budget vs', 'vs budget', 'consuntivo', 'rispetto al piano', 'piano e consuntivo'],
    // prettier-ignore
    financials: ['conto economico', 'finanz', 'flusso di cassa', 'ricavi', 'EBITDA$', 'budget', 'costi', 'impatto economico', 'valutazione'],
    competition: ['concorrenza', 'concorrenti', 'competitor'],
    team: ['team', 'chi siamo', 'la squadra'],
    risks: ['rischi', 'rischio'],
    options: ['opzioni', 'alternative', 'scenari'],
    recommendation: ['raccomand', 'la nostra proposta'],
    ask: ['decisioni', 'decisione', 'la richiesta', 'la nostra richiesta', 'approvazione'],
    'use-of-funds': ['uso dei fondi', 'impiego dei fondi', 'utilizzo dei fondi'],
    timeline: ['roadmap', 'cronoprogramma', 'tempistiche', 'milestone', 'calendario'],
    'next-steps': ['prossimi passi', "piano d'azione", 'azioni'],
    // prettier-ignore
    conclusion: ['conclusion', 'da ricordare', 'punti chiave', 'lezioni', 'insegnamenti', 'contributi', 'implicazioni', "invito all'azione"],
    appendix: ['appendice', 'allegat'],
    objectives: ['obiettivi', 'obiettivi di apprendimento'],
    concept: ['concetto', 'definizione', 'principio', 'teoria', "cos'è"],
    example: ['esempio', 'caso studio', 'caso di studio'],
    exercise: ['esercizio', 'esercitazione', 'quiz'],
    assignment: ['compiti', 'consegna', 'per la prossima'],
    findings: ['evidenze', 'cosa abbiamo trovato', 'principali risultati'],
  },
  // prettier-ignore
  illustration: ['esempio', 'un esempio', 'report di esempio', 'illustraz', 'fac-simile', 'facsimile', 'mock-up', 'demo$'],
  genres: {
    pitch: ['serie a', 'round seed', 'investitori', 'raccolta'],
    review: ['revisione', 'trimestrale', 'mensile', 'consiglio di amministrazione'],
    recommendation: ['raccomandazione', 'consulenza', 'strategia'],
    // prettier-ignore
    'investment-memo': ['comitato investimenti', 'comitato di investimento', 'memo di investimento', 'IRR$', 'acquisizione'],
    lecture: ['lezione', 'corso', 'seminario', 'esercitazione'],
    report: ['rapporto', 'relazione', 'valutazione', 'studio', 'ricerca', 'indagine'],
    'project-update': ['stato del progetto', 'avanzamento', 'aggiornamento del progetto'],
    proposal: ['proposta', 'bando', 'richiesta di finanziamento', 'contributo'],
  },
  headers: {
    plan: ['piano', 'budget', 'obiettivo', 'target', 'previsto'],
    actual: ['consuntivo', 'effettivo', 'reale', 'previsione'],
    variance: ['scostamento', 'differenza', 'delta', 'Δ'],
    owner: ['responsabile', 'chi$'],
    due: ['entro', 'data', 'scadenza', 'quando'],
    total: ['totale$', 'somma$'],
    risk: ['rischio'],
  },
  answers: ['=sì', '=si', '=no'],
  implication: { condition: ['se'], consequence: ['allora', 'quindi', 'dunque', 'pertanto'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigazion', 'risposta', 'soluzion', 'rimedi', 'misura', 'misure', 'contromisur', 'azion'],
    // prettier-ignore
    bottomLine: ['totale$', 'totali$', 'subtotale$', 'somma$', 'netto$', 'netta$', 'rettificat', 'EBITDA$', 'risultato$', 'utile$', 'saldo$'],
    // prettier-ignore
    status: ['accettat', 'approvat', 'adottat', 'deciso$', 'decisa$', 'decisi$', 'decise$', 'concordat', 'respint', 'firmat', 'lanciat', 'pubblicat', 'completat'],
    contrast: ['ma$', 'però$', 'tuttavia$', 'eppure$', 'sebbene$', 'benché$', 'tranne$', 'mentre$'],
    qualifiers: [
      'in precedenza$',
      'precedentemente$',
      'prima$',
      'previsto$',
      'pianificato$',
      'non ancora$',
      'in corso$',
    ],
    // prettier-ignore
    restricts: ['non$', 'mai$', 'nessun', 'né$', 'salvo$', 'tranne$', 'eccetto$', 'solo$', 'soltanto$', 'solamente$', 'unicamente$'],
    ownerLinks: [
      'di$',
      'del$',
      'della$',
      'dei$',
      'degli$',
      'delle$',
      'dello$',
      "dell'",
      'dell’',
      'da parte$',
    ],
    moreRows: 'anche nella tabella: {labels}',
    moreItems: '+{count} altri',
    listShare: 'primi punti di un elenco più lungo',
    buildAdds: 'Passo di animazione della slide precedente, aggiunge:',
    buildSame: 'Passo di animazione della slide precedente, nessun testo nuovo',
    referenceList: 'Elenco dei riferimenti bibliografici',
    diagram: 'diagramma',
    colours: [
      'rosso$',
      'rossa$',
      'verde$',
      'blu$',
      'azzurro$',
      'giallo$',
      'gialla$',
      'arancione$',
      'viola$',
      'grigio$',
      'nero$',
      'bianco$',
      'rosa$',
      'marrone$',
    ],
    colourKey: 'Legenda dei colori',
    // prettier-ignore
    kindLabels: ['nota$', 'note$', 'osservazione', 'commento', 'obiettivo', 'scopo', 'consiglio', 'attenzione', 'importante'],
    // prettier-ignore
    spans: ['secondi', 'minut', 'ora$', 'ore$', 'giorn', 'settiman', 'mese', 'mesi', 'trimestr', 'anno', 'anni', 'volte'],
    // prettier-ignore
    narratesDrawing: ['qui abbiamo', 'qui vediamo', 'qui si vede', 'ecco', 'come potete vedere', 'come si vede', 'in questo diagramma', 'in questo grafico', 'in questa immagine', 'questo diagramma mostra', 'questo grafico mostra', 'l’animazione', "l'animazione", 'questa animazione'],
    // prettier-ignore
    narrates: ['per esempio', 'ad esempio', 'immaginate', 'immaginiamo', 'c’era una volta', "c'era una volta", 'storia', 'parabola', 'aneddoto', 'leggenda', 'favola', 'l’origine di', "l'origine di", 'secolo', 'secoli'],
    // prettier-ignore
    courtesies: ['ringrazio', 'ringraziamo', 'desidero ringraziare', 'desideriamo ringraziare', 'grazie a', 'un ringraziamento', 'i nostri ringraziamenti', 'sono grato', 'siamo grati'],
    // prettier-ignore
    setUp: ['input:', 'ingresso:', 'parametri:', 'configurazione:', 'metodo:', 'procedura:', 'sia$', 'siano$', 'supponiamo$', 'assumiamo$', 'ripetere$', "limitiamo l'analisi", "concentrare l'analisi"],
    // prettier-ignore
    attributions: ['ha detto', 'dice$', 'afferma$', 'ha affermato', 'ha spiegato', 'ha aggiunto', 'secondo$'],
    // prettier-ignore
    answersBefore: ['ma$', 'però$', 'tuttavia$', 'eppure$', 'invece$', 'ciononostante$', 'nondimeno$', 'al contrario$', 'd’altra parte$', "d'altra parte$"],
    // prettier-ignore
    backReference: ['lo stesso$', 'la stessa$', 'gli stessi$', 'le stesse$', 'questo$', 'questa$', 'questi$', 'queste$', 'quello$', 'quella$', 'quelli$', 'quelle$', 'ciò$', 'esso$', 'essa$', 'essi$', 'esse$', 'tale$', 'tali$', 'entrambi$', 'entrambe$', 'il suo$', 'la sua$', 'i suoi$', 'le sue$', 'il loro$', 'la loro$', 'i loro$', 'le loro$'],
    impersonal: [],
    // prettier-ignore
    backReferenceWithin: ['questa categoria$', 'queste categorie$', 'questo gruppo$', 'questi gruppi$', 'questa definizione$', 'questi criteri$', 'questo caso$', 'farlo$', 'fare questo$', 'fare ciò$', 'analogamente$', 'allo stesso modo$', 'similmente$', 'un altro$', 'un’altra$', "un'altra$", 'il principale di essi$', 'la principale di esse$', 'il primo di essi$', 'la prima di esse$', 'il più importante di essi$', 'la più importante di esse$'],
    // prettier-ignore
    opensClause: ['poiché$', 'perché$', 'siccome$', 'mentre$', 'quando$', 'sebbene$', 'benché$', 'dato che$'],
    // prettier-ignore
    dummySubject: [],
    // prettier-ignore
    hypothetical: ['potrebbe$', 'potrebbero$', 'sarebbe$', 'sarebbero$', 'avrebbe$'],
  },
  // prettier-ignore
  relations: ['perché', 'a causa', 'dovuto', 'escluso', 'esclusa', 'al netto', 'ipotesi', 'presuppon', 'dipende', 'confronto', 'comparabil', 'minimo', 'requisito'],
  comparisonGroups: ['gruppo di confronto', 'gruppo di controllo'],
  targets: ['obiettivo', 'traguardo', 'target', 'minimo', 'almeno'],
  commitments: [
    'il nostro impegno',
    'ci impegniamo',
    'il nostro obiettivo è',
    'puntiamo a',
    'lo scopo di',
    "l'obiettivo di",
    'questa tesi',
    'proponiamo',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
    ordinals: [
      'in primo luogo',
      'in secondo luogo',
      'in terzo luogo',
      'primo,',
      'secondo,',
      'terzo,',
      'infine',
    ],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'vogliamo',
      'dobbiamo',
      'crediamo',
      'cerchiamo',
      'preferit',
      'preferenziale',
      'la chiave è',
      'la chiave per',
      "l'essenziale è",
      'in breve',
      'in sintesi',
      'ciò che conta',
    ],
    emphasis: ['NON', 'MAI', 'NESSUN', 'NESSUNA'],
    contrastOpeners: ['ma$', 'però$', 'tuttavia$'],
    we: ['noi$', 'nostro$', 'nostra$', 'nostri$', 'nostre$'],
    audience: ['voi', 'vostro', 'vostra', 'vostri', 'vostre', 'tuo', 'tua', 'tuoi', 'tue'],
    formalAudience: ['Lei', 'Suo', 'Sua', 'Suoi', 'Sue'],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'unisciti',
      'unitevi',
      'contribuite',
      'contribuisci',
      'partecipate',
      'partecipa a',
      'provate',
      'prova il',
      'prova la',
      'scaricate',
      'scarica il',
      'scarica la',
      'installate',
      'inviate',
      'iscrivetevi',
      'visitate',
      'visita il',
      'visita la',
      'visita il sito',
      'venite',
    ],
    wants: ['cerchiamo', 'abbiamo bisogno di', 'vogliamo'],
    intentions: ['che$', 'essere$', 'fare$', 'diventare$'],
    intentionEndings: ['are', 'ere', 'ire'],
    obliges: ['dovete', 'dovreste', 'devi$', 'dovresti', 'Lei deve'],
  },
  // prettier-ignore
  causes: ['a causa d', 'grazie a', 'dovuto a', 'dovuta a', 'dovuti a', 'trainato da', 'trainata da', 'per via d', 'in seguito a', 'causato da', 'causata da'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['solo$', 'soltanto', 'solamente', 'al massimo', 'nel migliore dei casi', 'meno di', 'non ancora', 'tranne', 'eccetto', 'richiede', 'fino a', 'limitato a'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['vale solo per', 'valgono solo per', 'solo per', 'soltanto per', 'unicamente per', 'si applica solo', 'si riferisce solo', 'riguarda solo', 'riguardano solo', 'valido solo', 'valida solo'],
    // prettier-ignore
    changes: ['salto', 'aumento', 'crescita', 'rialzo', 'balzo', 'calo$', 'diminuzione', 'crollo', 'incremento'],
    // prettier-ignore
    explains: ['include', 'comprende', 'riflette', 'deriva da', 'viene da', 'grazie a', 'a causa di', 'dovut', 'perché$', 'si spiega con'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['stimat', 'stima$', 'proiezion', 'previst', 'prevision', 'atteso', 'attesi', 'potenzial', 'risparmi', 'circa$', 'approssimativ'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['ritorno', 'rientro', 'risparmi', 'costo', 'costi', 'budget', 'roi$', 'pareggio', 'fermo macchina', 'fermi macchina'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['casual', 'selezionat', 'campione', 'intervistati', 'partecipanti', 'rispondenti', 'sondaggio'],
  // prettier-ignore
  pending: ['proposto$', 'proposti$', 'in attesa', 'in valutazione', 'in esame', 'in fase di revisione', 'soggetto ad approvazione'],
  preview: ['in anteprima', 'anteprima', 'preview$', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'risultat',
    'totale',
    'valore',
    'valori',
    'importo',
    'cifra',
    'numero',
    'bilancio',
    'media',
    'altro$',
    'altri$',
    'stato$',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['posto$', 'posizione$', 'classifica', 'classificat'],
    ordinals: ['°', 'º', 'ª'],
    moves: ['sceso', 'scesa', 'calato', 'calata', 'scivolato', 'scivolata', 'salito', 'salita', 'risalito', 'passato da', 'passata da', 'da$'],
    scales: ['percentile', 'quartile', 'quintile', 'decile', 'secolo', 'anniversario', 'edizione', 'piano$'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['opzione$', 'alternativa$', 'scenario$', 'variante$', 'opzioni$', 'alternative$', 'scenari$', 'varianti$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['raccomandat', 'consigliat', 'preferit', 'prescelt', 'selezionat'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['termina il', 'scade', 'si conclude il', 'cessa il', 'finisce il'],
  // prettier-ignore
  burdens: ['costo', 'costi', 'investimento', 'capex', 'tempi$', 'tempo$', 'durata', 'impegno', 'rischio'],
  riskLists: ['rischi$'],
  questionNouns: ['domanda$', 'domande$', 'questione$', 'interrogativo'],
  openQuestions: ['domanda aperta', 'questione aperta'],
  openIssues: [
    'ancora aperto',
    'ancora aperta',
    'da decidere',
    'non ancora deciso',
    'nessun dato',
    'mancano dati',
    'dati insufficienti',
    'non ancora noto',
    'ancora da chiarire',
    'questione aperta',
    'domanda aperta',
    'problema aperto',
    'resta da vedere',
    'da determinare',
    'lavori futuri',
    'sviluppi futuri',
  ],
  // prettier-ignore
  audiencePrompts: ['chiedetevi', 'chiediti', 'si chieda', 'domande da porsi', 'lista di controllo', 'checklist', 'autovalutazione', 'quiz', 'questionario', 'riflettete'],
  // prettier-ignore
  amountBases: ['netto$', 'netta$', 'netti$', 'lordo$', 'lorda$', 'lordi$', 'per ogni', 'per unità', 'al giorno', 'al mese', 'all\'anno', 'a testa', 'per persona'],
  baseCases: ['scenario base', 'caso base', 'scenario centrale', 'base$', 'centrale$'],
  // prettier-ignore
  returnMeasures: ['tir$', 'irr', 'roi$', 'van$', 'tasso interno di rendimento', "ritorno sull'investimento", 'rendimento', 'moic$'],
  downsideCases: ['pessimistico', 'scenario negativo', 'sfavorevole', 'caso peggiore'],
  assumptions: ['ipotesi', 'assunzione', 'supponendo', 'assumiamo'],
  provisos: ['purché', 'a condizione che', 'sempre che', 'a patto che'],
  progressOf: ['su', 'di'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['entro i', 'entro', 'nel giro di', 'non oltre'],
    periods: ['giorn', 'settiman', 'mes', 'ore$'],
  },
  approvals: ['approvazione', 'autorizzazione', 'delega', 'poteri di firma'],
  reserves: ['imprevisti', 'riserva$', 'riserve$', 'contingenza'],
  cashBalances: ['cassa$', 'liquidità', 'disponibilità liquide', 'saldo bancario'],
  ownEntries: ['proposto$', 'proposta$', 'nostro$', 'nostra$', 'questo lavoro$', 'questo studio$'],
  titleTails: ['in dettaglio', 'nel dettaglio', 'in breve'],
  ranges: { to: ['a'], between: ['tra', 'fra'], and: ['e'], from: ['da', 'dal', 'dallo'] },
  perUnit: ['per', 'al'],
  sensitivity: {
    conditional: ['se'],
    insteadOf: ['anziché', 'invece di', 'invece che', 'e non'],
    pointsBack: ['quel', 'quello', 'quella', 'quei', 'quelle', 'questo', 'questa', 'questi', 'queste'],
    namedBy: ['di', 'del', 'dello', 'della', 'dei', 'degli', 'delle'],
  },
  // prettier-ignore
  discussion: ['vorrà discutere', 'vorranno discutere', 'vorrà chiedere', 'vorranno chiedere', 'chiederà', 'chiederanno', 'da discutere', 'domanda aperta', 'questione aperta'],
  // prettier-ignore
  subordinators: ['quando$', 'se$', 'sebbene$', 'benché$', 'perché$', 'mentre$', 'poiché$', 'prima che$', 'dopo che$', 'siccome$'],
  // prettier-ignore
  openEnds: ['il', 'lo', 'la', 'i', 'gli', 'le', 'di', 'del', 'della', 'dei', 'delle', 'un', 'una', 'e', 'o', 'in', 'con', 'per', 'a', 'al', 'da', 'su', 'tra'],
  // prettier-ignore
  selfNotes: ['si potrebbe', 'potrei', 'da fare:', 'todo$', 'aggiungere ancora', 'non dimenticare', 'forse aggiungere', 'carattere più grande'],
  // prettier-ignore
  toldThat: ['anticipare che', 'ricordare che', 'sottolineare che', 'precisare che', 'spiegare che', 'chiarire che', 'evidenziare che', 'dire che', 'far notare che'],
  defines: ['è un$', 'è una$', "è un'", 'offre$', 'fornisce', 'permette di'],
  // prettier-ignore
  keyIdea: ['il vero segreto$', "l'idea chiave$", "l'idea centrale$", "l'idea di fondo$", 'la vera differenza$', 'la grande differenza$', 'la differenza chiave$'],
  // prettier-ignore
  instructs: ['assicuratevi di', 'assicurati di', 'ricordatevi di', 'ricordati di', 'non dimenticate', 'in caso di dubbio', 'nel dubbio', 'usate sempre', 'usa sempre'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['la prossima settimana', 'settimana prossima', 'questa settimana', 'domani$', 'stasera', 'il mese prossimo'],
    // prettier-ignore
    registers: ['sconto', 'codice promozionale', 'iscrizione', 'iscriviti', 'registrati', 'registrazione', 'biglietti'],
    // prettier-ignore
    askedFor: ['chiede$', 'chiedono', 'reclama', 'reclamano', 'pretende', 'pretendono', 'abbiamo bisogno', 'ciò di cui abbiamo bisogno'],
    // prettier-ignore
    askedForOpens: ['ciò che chiede', 'ciò che chiedono', 'quello che chiede', 'quello che chiedono', 'richiesto da'],
    // prettier-ignore
    callsOn: ['chiedo a', 'chiediamo a', 'esorto', 'esortiamo', 'faccio appello', 'facciamo appello'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['installazione', 'installare', 'installando', 'configurazione iniziale', 'primi passi'],
    // prettier-ignore
    needs: ['quando volete', 'quando vuoi', 'se volete', 'se vuoi', 'prima di'],
  },
  asksWho: ['di chi è', 'a chi spetta', 'chi deve', 'chi dovrebbe', 'chi guiderà'],
  phrases: {
    points: 'punti',
    versus: 'rispetto a',
    multipleOf: '{high} ha {multiples} di {low}',
    timesThe: '{multiple}× più {measure}',
    concentration: '{first} e {second} fanno {share} del totale {total}',
    growth: '{series}: {multiple}x da {first} ({firstLabel}) a {last} ({lastLabel})',
    against: '{measure} rispetto a {other}: {result}',
    shareOf: '{measure} è il {share} di {other}',
    withinRange: "{measure}: entro l'intervallo di {range}",
    aboveRange: "{measure}: {gap} sopra l'intervallo di {range}",
    belowRange: "{measure}: {gap} sotto l'intervallo di {range}",
    ofPlan: '{share} del {plan}',
    overPlan: '{share} oltre il {plan}',
    section: 'A seguire: {item}',
    decision: '{result}; decisione richiesta: {ask}',
    list: '{items} e {last}',
    forOption: '{figure} per {option}',
    ticked: '{label}: selezionato',
  },
  scales: ['migliaia', 'milioni', 'milione', 'M€$', 'mln$', 'miliardi', 'mld$'],
  notesLabels: {
    aim: ['Obiettivo', 'Obiettivi', 'Obiettivo della slide'],
    notes: ['Note', 'Note del relatore', 'Note per il relatore'],
    direction: ['Animazione', 'Clic', 'Transizione', 'Pronunciare', 'Pausa'],
  },
  gaps: {
    competition: {
      finding: 'Il documento non nomina concorrenti',
      question: 'Chi altro serve questi clienti, e perché sceglieranno questo prodotto?',
    },
    'unit-economics': {
      finding: 'Il documento non indica churn, CAC né valore del cliente',
      question:
        'Quali sono il churn e il costo di acquisizione dei clienti, e sostengono il piano di crescita?',
    },
    runway: {
      finding: "Il documento non indica l'autonomia di cassa",
      question: 'Per quanti mesi basta la cassa, e quale traguardo deve raggiungere il round?',
    },
    pipeline: {
      finding: 'La revisione non mostra pipeline né ordini',
      question: "Che cosa contiene la pipeline per il prossimo periodo, e copre l'obiettivo?",
    },
    cost: {
      finding: 'La raccomandazione non ne indica il costo',
      question: 'Quanto costerà la raccomandazione, e quale ritorno la ripaga?',
    },
    timeline: {
      finding: 'La raccomandazione non dà un calendario',
      question: 'Quando sarà attuata la raccomandazione, e chi risponde di ogni passo?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['questo rapporto', 'questo documento', 'questo articolo', 'questo studio', 'questo lavoro', 'questo discorso', 'il rapporto', 'lo studio', 'i nostri risultati'],
    verbs: ['sostien', 'mostr', 'conclu', 'dimostr', 'propon', 'analizz', 'esamin', 'present', 'raccomand', 'spieg', 'suggerisc', 'evidenzi', 'rilev'],
    conclusions: ['in conclusione', 'per concludere', 'in sintesi', 'in breve'],
    verdicts: ['raccomandazione:', 'la nostra raccomandazione', 'raccomandiamo', 'la nostra conclusione', 'concludiamo', 'conclusione:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['dovrebbe', 'dovrebbero', 'deve$', 'devono', 'occorre', 'bisogna', 'raccomandiamo', 'si raccomanda', 'è necessario', 'è raccomandato'],
    // A form that needs a subject before it (decision 181).
    personal: ['dovrebbe', 'dovrebbero', 'deve$', 'devono'],
    // prettier-ignore
    reported: ['secondo$', 'afferma', 'ha affermato', 'ha detto', 'dichiara', 'ha dichiarato', 'ritiene', 'chiede'],
    supposing: ['potrebbe', 'potrebbero', 'sarebbe', 'sarebbero', 'avrebbe'],
    conditions: ['ogni volta che', 'se$', 'a meno che', 'qualora'],
    // prettier-ignore
    proposes: ['un primo passo sarebbe', 'un primo passo è', 'una opzione sarebbe', 'una possibilità sarebbe', 'ci sono buone ragioni per', 'potrebbe essere esteso', 'potrebbero essere estes', 'potrebbe essere applicat', 'potrebbero essere applicat', 'potrebbe essere sviluppat', 'potrebbero essere sviluppat', 'potrebbe essere introdott', 'potrebbero essere introdott', 'potrebbe aiutare', 'potrebbero aiutare'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['questioni aperte', 'questione aperta', 'domande aperte', 'domanda aperta', 'punti aperti', 'domande$', 'irrisolto', 'da risolvere', 'da decidere', 'da definire'],
    // prettier-ignore
    unsettledAnswers: ['speriamo', 'contiamo di', 'in discussione', 'in trattativa', 'stiamo lavorando', 'non ancora', 'incerto', 'dipende da'],
    // prettier-ignore
    callsToTakePart: ['vogliamo più', 'le nostre porte sono aperte', 'unisciti', 'partecipa', 'contributi benvenuti', 'invito a partecipare', 'call for proposals', 'diventa membro', 'diventare membro'],
    // prettier-ignore
    waysToTakePart: ['candidarsi', 'candidatura', 'inviare', 'presentare una proposta', 'iscriversi', 'iscrizione', 'registrarsi', 'come partecipare', 'contattaci', 'quota associativa', 'scadenza'],
    // prettier-ignore
    adequacyClaims: ['abbastanza buono', 'sufficiente per', 'adeguato per', 'accettabile per', 'abbastanza preciso'],
    errorMeasures: ['errore', 'tolleranza', 'precisione', 'scostamento', 'snr$'],
    takePart: '«{line}»: come si partecipa, con quale processo e quali criteri, e chi decide?',
    adequacy: '«{line}»: con quale misura dell’errore, e quanto errore è accettabile lì?',
    // prettier-ignore
    speedClaims: ['più veloce', 'più rapido', 'prestazioni', 'performance', 'acceler', 'velocità', 'latenza', 'miglioramento'],
    // prettier-ignore
    baselines: ['rispetto a', 'confrontato', 'a confronto', 'versus', 'vs$', 'riferimento', 'benchmark', 'carico di lavoro', 'misurato su'],
    // prettier-ignore
    portabilityClaims: ['portabile su', 'portabile tra', 'portato su', 'funziona ovunque', 'gira ovunque', 'multipiattaforma', 'originariamente su', 'originariamente per', 'ora funziona su', 'ora disponibile su', 'ora gira su'],
    // prettier-ignore
    portabilityLimits: ['non supportato', 'non ancora', 'limitazione', 'limitato a', 'tranne', 'eccetto', 'solo su', 'problemi noti', 'non funziona', 'non disponibile'],
    // prettier-ignore
    futureClaims: ['in futuro forniremo', 'in futuro offriremo', 'in una versione futura', 'nelle versioni future', 'sarà migrato', 'saranno migrati', 'saranno migrate', 'sarà aggiunto', 'sarà disponibile', 'roadmap', 'previsto per', 'prossimamente', 'prossima versione'],
    speedUp: '«{line}»: misurato su quale carico di lavoro, e rispetto a quale riferimento?',
    portability: '«{line}»: che cosa non è ancora supportato lì, e che cosa si rompe nel passaggio?',
    roadmap: '«{line}»: entro quando, e da che cosa dipende?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['ci aspettiamo', 'si prevede', 'prevediamo', 'dovrebbe', 'dovrebbero', 'previsione', 'atteso', 'attesa'],
    // prettier-ignore
    warningCues: ['rischio', 'rischia', 'dipendenza', 'lock-in', 'pericolo', 'minaccia', 'attenzione a', 'apre la porta', 'apre spazio', 'trappola'],
    prediction: '«{line}»: rispetto a quale riferimento, e con quali prove finora?',
    warning: '«{line}»: chi ne è esposto se accade, e che cosa protegge da ciò?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['volte$'],
    restated: '«{first}» rispetto a «{second}»: quale cifra vale, e a quali condizioni?',
  },
  questions: {
    variance: 'Che cosa spiega lo scostamento su {subject} ({figure} rispetto a {plan}), e si ripeterà?',
    concentration: 'Quanto dipende il totale da {subject} ({figure}), e come ridurlo?',
    growth: 'Che cosa deve valere perché {subject} continui a crescere da {figure}?',
    assumption: 'Su che cosa si basa {subject} ({figure}), e che cosa lo cambierebbe?',
    limit: '«{limit}»: che cosa garantisce ancora {subject}?',
    target: 'Che cosa deve valere perché {subject} passi da {figure} a {plan}?',
    share: 'Quanto altro di {plan} può conquistare {subject} ({figure}), e in quanto tempo?',
    contrast: 'Che cosa spiega il divario tra {figure} e {plan} su {subject}, e quale conta?',
    cause: '{subject} ({figure}): che cosa lo spiega, e che cosa lo cambierebbe?',
    recurrence: '{subject}: che cosa lo ha causato, e può ripetersi?',
    decision: 'Che cosa succede se «{subject}» ({figure}) non viene approvato in tempo?',
    spread: '{subject}: che cosa distingue {figure} da {plan}, e che cosa ridurrebbe il divario?',
    evidence:
      '{subject}: {figure} contro {plan} nel gruppo di confronto. I due gruppi sono confrontabili, e il divario regge su scala più ampia?',
    closes:
      '{subject} ({figure} rispetto a {plan}): {ask} chiuderanno il divario, e quanto costa attendere fino ad allora?',
    causeShare:
      '{subject} ({figure} rispetto a {plan}): quanta parte dello scostamento si deve a «{cause}», e che cosa resta senza?',
    discussedAsk: '{subject}: che cosa deve valere prima di spendere {ask}?',
    askFor: 'i {amount} per {ask}',
    targetDriver: '{subject} da {figure} a {plan}: e se {driver} non viene raggiunto?',
    today: 'oggi {figure}',
    sample: '«{claim}» si basa su {sample}: quanto vale oltre quel campione?',
    pending: 'Se «{line}» va avanti, cosa cambia per {subject}, e se no?',
    preview: '{subject}: «{line}». Ci si può contare prima della versione finale?',
    range: 'Perché {figure} per {subject}, se la presentazione cita anche «{range}»?',
    moved:
      '{subject}: «{line}». Cosa lo ha spostato, un cambiamento proprio o quello degli altri, e reggerà?',
    rankReason: '{subject}: «{rank}» perché «{reason}». Dove starebbe con le sole altre evidenze?',
    openQuestion: 'Come si risolverà {subject}?',
    openIssue: '{subject}: «{line}». Cosa lo chiarirebbe, ed entro quando?',
    restsOn: '{result} poggia su {driver}{from}. Cosa deve valere, e se non si raggiunge?',
    downside: '{result} ({case}) poggia su {drivers}. Quale pesa di più?',
    assumes: '{subject} ({figure}) presuppone «{assumption}»: quanto cambia se non regge?',
    askOfCash: 'Cosa resta dopo {measure} ({share} di {other}), per quanto tempo basta, e se si sfora?',
    pace: '{subject}: {progress} il {asOf}; {target} entro il {due} richiede circa {rate} a settimana. Questo ritmo regge?',
    risk: '«{risk}»: come sarà gestito, e quanto costerebbe se accadesse?',
    riskMitigated: '«{risk}»: basta «{mitigation}», e quando se ne vedrà l’effetto?',
    riskEnds: '«{risk}»: basta «{mitigation}», e cosa succede dopo il {date} se non basta?',
    deadline: '{rule}: che cosa succede se non viene rispettato, e chi lo verifica?',
    reserveRisk: 'Se si verifica «{risk}», basta {reserve} di {figure}?',
    eachApplies:
      '{high} ({highFigure}) rispetto a {low} ({lowFigure}): quanto costa {high} in più di {low}, e quando conviene ciascuno?',
    approvalLimits:
      '{subject} ({limits}): che cosa impedisce di dividere una richiesta per restare sotto una soglia?',
    tradeOff: '«{option}»: {measure} {value}, contro {best} per «{other}». Come si coprirà la differenza?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} contro {other} per {rival}. Quanto costa quel vantaggio, e in quali casi non vale?',
    unevenGain: '{weak}: solo {weakChange}, mentre {strong} ottiene {strongChange}. Che cosa lo frena?',
    measuredOn:
      '{row} {change}: misurato con quale carico e configurazione, e vale anche fuori da quel test?',
    breakEven: '{subject} è {figure}: a quale prezzo, volume o costo arriverebbe a zero?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} è {figure}: a quale prezzo, volume o costo arriverebbe a zero, e quanto è lontano dal piano?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'deve$', 'devono', 'dobbiamo', 'dovrebbe', 'dovremmo', 'occorre', 'bisogna', 'è necessario',
      'raccomand', 'consigliamo', 'prossimo passo', 'prossimi passi', 'scadenza', 'entro il', 'chiediamo',
      'responsabile:', 'approvare', 'decidere',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'si richiede', 'si richiedono', 'è benvenut', 'sono benvenut', 'è gradit', 'sono gradit',
    ],
    imperative: [
      'effettuare', 'condurre',
      'assumere', 'lanciare', 'chiudere', 'approvare', 'rivedere', 'pianificare', 'completare', 'consegnare',
      'espandere', 'ridurre', 'preparare', 'inviare', 'firmare', 'garantire', 'raccogliere', 'costruire',
      'migrare', 'implementare', 'formare', 'pubblicare', 'contattare', 'confermare', 'decidere',
      'aggiornare', 'avviare', 'investire', 'aprire', 'presentare', 'definire', 'negoziare', 'rinnovare',
      'validare', 'nominare', 'allocare', 'valutare', 'reclutare',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coordinare', 'fornire', 'supportare', 'assistere', 'partecipare', 'mantenere', 'gestire', 'monitorare', 'supervisionare', 'mitigare', 'facilitare', 'amministrare', 'consigliare', 'accompagnare', 'dirigere'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'il tuo ruolo', 'il vostro ruolo', 'il suo ruolo', 'cosa dovete fare',
      'decisione', 'compiti', 'prossimi passi', 'azioni', "piano d'azione", 'raccomandazioni',
      'raccomandazione', 'richiesta', 'la nostra richiesta', 'da fare', 'attività', 'uso dei fondi',
      'decisioni', "invito all'azione",
    ],
    supplementTitle: ['allegato', 'allegati', 'appendice'],
    modal: ['deve$', 'devono$', 'dovrebbe', 'dovrebbero', 'bisogna', 'occorre', 'potrebbe'],
    obligation: [
      'deve$', 'devono$', 'dovrebbe', 'dovrebbero', 'bisogna', 'occorre', 'sarà obbligatori', 'è obbligatori',
      'sarà richiest',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'decisione necessaria', 'decisione richiesta', 'decisione entro', 'delibera entro', 'approvazione entro',
      'scadenza', 'termine ultimo',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'è necessario', 'necessari', 'richiede$', 'richiesto', 'richiesta$', 'occorre',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'come fare', 'come inviare', 'come dare', 'come contribuire', 'dove',
    ],
    anaphor: ['ciò', 'esso', 'essa', 'essi', 'esse'],
    talk: [
      'questa slide', 'questa diapositiva', 'prossima slide', 'la slide più importante',
      'in questa presentazione',
    ],
    talkLead: ['se chiedono', 'se ci chiedono', 'menzionare', 'dire', 'sottolineare', 'ricordare'],
    housekeeping: ['grazie per', 'grazie mille', 'grazie dell', 'congratulazioni', 'auguri', 'codice sconto', 'codice promozionale', 'seguiteci', 'iscriviti', 'domande?'],
    questionOpener: ['come mai', 'perché mai', 'quale', 'quali', 'quando', 'dove', 'chi'],
    copula: ['è$', 'sono$', 'era$', 'ha$', 'hanno$', 'sarà$', 'può$'],
    bioTitle: [
      'team', 'il team', 'il nostro team', 'chi sono', 'su di me', 'relatore', 'relatori', 'biografia',
      'fondatori',
    ],
    summaryTitle: [
      'messaggio chiave', 'da ricordare', 'sintesi', 'riepilogo', 'conclusion', 'punti chiave', 'in breve',
      'panoramica', 'risultati principali',
    ],
    insight: {
      risk: ['risch', 'minaccia', 'perdita', 'ritardo', 'abbandono', 'vulnerab', 'esposizione', 'calo', 'slittamento'],
      growth: ['cresc', 'aument', 'raddoppi', 'triplic', 'miglior', 'accelera'],
      market: ['mercato', 'quota', 'clienti', 'utenti', 'segmento', 'concorren', 'adozione'],
      money: [
        'margine', 'ricav', 'fatturato', 'utile', 'cost', 'ebitda', 'cassa', 'prezzo', 'budget', 'risparmi',
        'vendite', 'spesa', 'finanziamento', 'redditività', 'valutazione',
      ],
      comparison: ['rispetto', 'confronto', 'contro', 'vs$', 'diminu', 'ridott', 'obiettivo', 'previsione'],
    },
    questions: {
      risk: 'Quali rischi riguardano {topic}, e chi è responsabile di mitigarli?',
      growth: 'Cosa guida {topic}, ed è sostenibile?',
      market: 'Quale parte di {topic} si può conquistare realisticamente, e in quanto tempo?',
      money: 'Su quali ipotesi si basa {topic}, e cosa lo cambierebbe?',
      general: 'Quali dati supportano {topic} e cosa cambierebbe il piano?',
    },
    boilerplate: [
      'copyright', 'diritti riservati', 'tutti i diritti riservati', 'sotto licenza', 'con licenza',
      'distribuito con licenza', 'creative commons', 'cc by', 'riservato', 'confidenziale', 'uso interno',
      'politica antitrust', 'avviso antitrust', 'antitrust policy', 'note legali', 'avviso legale', 'esclusione di responsabilità', 'dichiarazioni previsionali', 'marchi registrati', 'senza garanzia', 'strettamente riservato',
    ],
    footnoteLabel: ['nota', 'note', 'n.b.', 'nb'],
    frameTitle: [
      'agenda', 'ordine del giorno', 'indice', 'sommario', 'contenuti', 'introduzione', 'domande',
      'domande e risposte', 'grazie', "grazie per l'attenzione", 'benvenuti', 'benvenuto', 'allegato',
      'allegati', 'appendice', 'riferimenti', 'note legali',
    ],
    chart: {
      extremes: 'massimo per {high} ({highValue}) e minimo per {low} ({lowValue})',
      fromTo: 'da {first} ({firstLabel}) a {last} ({lastLabel})',
      againstPlan: '{category}: {actual} a fronte di un obiettivo di {plan}',
    },
    sectionLabel: [
      'descrizione del progetto', 'descrizione', 'metodologia', 'metodo', 'metodi',
      'problemi di progettazione', 'progettazione', 'contesto', 'sintesi', 'riepilogo', 'introduzione',
      'obiettivi', 'obiettivo', 'ambito', 'approccio', 'risultati', 'discussione', 'conclusione',
      'conclusioni', 'riferimenti', 'scopo', 'deliverable', 'cronoprogramma', 'valutazione', 'requisiti',
      'limiti', 'criteri', 'allegato', 'totale',
    ],
    labels: {
      notes: 'Note',
      noText: 'Questa diapositiva non contiene testo.',
      titleOnly: 'Solo titolo.',
      code: 'Esempio di codice.',
      noTextPages: 'Queste pagine non contengono testo.',
      picture: 'Immagine',
      pictureOnly: "Un'immagine o un diagramma, senza testo.",
      chartOnly: 'Un grafico senza etichette di testo.',
      diagramOnly: 'Un diagramma senza testo.',
      drawing: 'Un grafico o diagramma con le etichette',
    },
  },
  // prettier-ignore
  abbreviations: [
    'es', 'ad es', 'sig', 'sigg', 'sig.ra', 'dott', 'dott.ssa', 'prof', 'ing', 'avv', 'ecc', 'etc', 'n', 'nr',
    'pag', 'pagg', 'mln', 'mld', 'mil', 'vs', 'gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set',
    'ott', 'nov', 'dic', 'ca', 'max', 'min', 'spa', 'srl',
    // Rules' and statutes' references (decision 205).
    'art', 'artt', 'co', 'lett', 'cap', 'cfr', 'ss', 'cit',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}
