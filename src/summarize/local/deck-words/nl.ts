import type { DeckWordsData } from './deck-words-schema'

// Dutch words for a deck's structure; see deck-words-schema.ts for how they match.
export const nl: DeckWordsData = {
  roles: {
    'executive-summary': ['samenvatting', 'managementsamenvatting', 'kernboodschap', 'in het kort'],
    problem: ['probleem', 'uitdaging'],
    solution: ['oplossing', 'ons product', 'hoe het werkt', 'het bedrijf'],
    market: ['markt', 'kans'],
    'business-model': ['verdienmodel', 'businessmodel', 'prijsmodel', 'prijzen'],
    traction: ['tractie', 'in één oogopslag', 'resultaten', 'kerncijfers', 'in cijfers', 'status'],
    // prettier-ignore
    'plan-vs-actual': ['plan versus', 'begroting versus', 'ten opzichte van plan', 'vs plan', 'vs begroting', 'realisatie'],
    // prettier-ignore
    financials: ['winst- en verlies', 'financ', 'kasstroom', 'omzet', 'EBITDA$', 'begroting', 'kosten', 'waardering', 'rendement'],
    competition: ['concurrentie', 'concurrenten'],
    team: ['team', 'wie zijn wij', 'over ons'],
    risks: ['risico'],
    options: ['opties', 'alternatieven', 'scenario'],
    recommendation: ['aanbeveling', 'advies', 'wij adviseren'],
    ask: ['voorstel', 'besluit', 'verzoek', 'goedkeuring', 'beslissing'],
    'use-of-funds': ['besteding', 'gebruik van de middelen'],
    timeline: ['planning', 'tijdlijn', 'mijlpalen', 'roadmap'],
    'next-steps': ['vervolgstappen', 'volgende stappen', 'actiepunten', 'acties'],
    // prettier-ignore
    conclusion: ['conclusie', 'tot slot', 'om te onthouden', 'lessen', 'lering', 'bijdragen van', 'implicaties', 'oproep tot actie'],
    appendix: ['bijlage', 'appendix'],
    objectives: ['leerdoelen', 'doelstellingen', 'doelen'],
    concept: ['concept', 'definitie', 'principe', 'theorie', 'wat is'],
    example: ['voorbeeld', 'casus'],
    exercise: ['oefening', 'quiz'],
    assignment: ['huiswerk', 'opdracht', 'voor de volgende'],
    findings: ['bevindingen', 'wat we vonden', 'belangrijkste resultaten'],
  },
  illustration: ['voorbeeld', 'een voorbeeld', 'illustrat', 'sjabloon', 'mock-up', 'demo$'],
  genres: {
    pitch: ['serie a', 'seedronde', 'investeerders', 'financieringsronde'],
    review: ['review', 'kwartaal', 'maandrapportage', 'raad van commissarissen'],
    recommendation: ['aanbeveling', 'advies', 'strategie'],
    'investment-memo': ['investeringscomité', 'investeringsmemo', 'investment committee', 'IRR$', 'overname'],
    lecture: ['college', 'hoorcollege', 'les$', 'cursus', 'werkcollege'],
    report: ['rapport', 'verslag', 'evaluatie', 'onderzoek'],
    'project-update': ['projectstatus', 'voortgang', 'voortgangsrapportage'],
    proposal: ['voorstel', 'subsidieaanvraag', 'aanvraag', 'offerte'],
  },
  headers: {
    plan: ['plan', 'begroting', 'doel', 'budget'],
    actual: ['werkelijk', 'realisatie', 'prognose'],
    variance: ['afwijking', 'verschil', 'delta', 'Δ'],
    owner: ['eigenaar', 'verantwoordelijk', 'wie$'],
    due: ['datum', 'deadline', 'wanneer', 'uiterlijk'],
    total: ['totaal$', 'som$'],
    risk: ['risico'],
  },
  answers: ['=ja', '=nee'],
  implication: { condition: ['als', 'indien'], consequence: ['dan', 'daarom', 'dus'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigatie', 'beheersmaatregel', 'maatregel', 'oplossing', 'antwoord', 'aanpak', 'reactie'],
    // prettier-ignore
    bottomLine: ['totaal$', 'totalen$', 'subtotaal$', 'som$', 'netto$', 'gecorrigeerd', 'genormaliseerd', 'EBITDA$', 'resultaat$', 'winst$', 'saldo$'],
    // prettier-ignore
    status: ['aanvaard$', 'geaccepteerd$', 'goedgekeurd$', 'aangenomen$', 'besloten$', 'afgewezen$', 'ondertekend$', 'gelanceerd$', 'gepubliceerd$', 'afgerond$'],
    contrast: ['maar$', 'echter$', 'toch$', 'hoewel$', 'behalve$', 'tenzij$', 'terwijl$'],
    qualifiers: ['eerder$', 'voorheen$', 'vroeger$', 'gepland$', 'nog niet$', 'in uitvoering$'],
    // prettier-ignore
    restricts: ['niet$', 'geen$', 'nooit$', 'noch$', 'behalve$', 'uitgezonderd$', 'alleen$', 'slechts$', 'uitsluitend$'],
    ownerLinks: ['van$', 'door$'],
    moreRows: 'ook in de tabel: {labels}',
    moreItems: '+{count} meer',
    listShare: 'eerste punten van een langere lijst',
    buildAdds: 'Opbouwstap van de dia hiervoor, voegt toe:',
    buildSame: 'Opbouwstap van de dia hiervoor, geen nieuwe tekst',
    referenceList: 'Lijst van referenties',
    diagram: 'diagram',
    colours: [
      'rood$',
      'groen$',
      'blauw$',
      'geel$',
      'oranje$',
      'paars$',
      'grijs$',
      'zwart$',
      'wit$',
      'roze$',
      'bruin$',
    ],
    colourKey: 'Kleurenlegenda',
    // prettier-ignore
    kindLabels: ['noot', 'opmerking', 'let op', 'commentaar', 'doel$', 'doelstelling', 'hoofddoel', 'tip$', 'belangrijk'],
    // prettier-ignore
    spans: ['seconde', 'minu', 'uur$', 'uren', 'dag', 'week', 'weken', 'maand', 'kwarta', 'jaar', 'jaren', 'keer$'],
    // prettier-ignore
    narratesDrawing: ['hier hebben we', 'hier zien we', 'hier ziet u', 'hier zie je', 'zoals u ziet', 'zoals je ziet', 'in dit diagram', 'in deze grafiek', 'in deze afbeelding', 'dit diagram toont', 'deze grafiek toont', 'de animatie', 'deze animatie'],
    // prettier-ignore
    narrates: ['bijvoorbeeld', 'stel je voor', 'stelt u zich voor', 'er was eens', 'verhaal', 'parabel', 'gelijkenis', 'anekdote', 'legende', 'fabel', 'de oorsprong', 'eeuw', 'historicus'],
    // prettier-ignore
    courtesies: ['ik dank', 'wij danken', 'we danken', 'ik wil graag bedanken', 'wij willen graag bedanken', 'we willen graag bedanken', 'ik ben dankbaar', 'wij zijn dankbaar', 'we zijn dankbaar', 'dank aan', 'onze dank gaat', 'mijn dank gaat'],
    // prettier-ignore
    setUp: ['invoer:', 'input:', 'parameters:', 'opzet:', 'methode:', 'werkwijze:', 'stel$', 'herhaal$', 'beperk de analyse', 'we beperken de analyse'],
    // prettier-ignore
    attributions: ['zei$', 'zegt$', 'verklaarde$', 'aldus$', 'volgens$', 'voegde toe'],
    // prettier-ignore
    answersBefore: ['maar$', 'toch$', 'echter$', 'desondanks$', 'daarentegen$', 'in plaats daarvan$', 'anderzijds$', 'integendeel$'],
    // prettier-ignore
    backReference: ['hetzelfde$', 'dezelfde$', 'dit$', 'deze$', 'dat$', 'die$', 'zij$', 'ze$', 'zulke$', 'zo’n$', "zo'n$", 'beide$', 'beiden$', 'hun$'],
    impersonal: [],
    // prettier-ignore
    backReferenceWithin: ['deze categorie$', 'deze groep$', 'deze groepen$', 'deze definitie$', 'deze criteria$', 'dit geval$', 'dat geval$', 'dit te doen$', 'dat te doen$', 'dit doen$', 'evenzo$', 'eveneens$', 'op dezelfde manier$', 'nog een$', 'de belangrijkste daarvan$', 'het belangrijkste daarvan$', 'de eerste daarvan$', 'laatstgenoemde$', 'eerstgenoemde$'],
    // prettier-ignore
    opensClause: ['omdat$', 'aangezien$', 'terwijl$', 'toen$', 'wanneer$', 'hoewel$', 'zodra$'],
    // prettier-ignore
    dummySubject: ['te$'],
    // prettier-ignore
    hypothetical: ['zou$', 'zouden$', 'kon$', 'konden$'],
  },
  // prettier-ignore
  relations: ['omdat', 'vanwege', 'exclusief', 'aanname', 'veronderst', 'afhankelijk', 'hangt af', 'voorwaarde', 'vergelijk', 'minimaal'],
  comparisonGroups: ['vergelijkingsgroep', 'controlegroep'],
  targets: ['doel', 'mijlpaal', 'minimaal', 'minimum', 'ten minste', 'tenminste', 'mikt'],
  commitments: [
    'onze belofte',
    'wij verbinden ons',
    'we verbinden ons',
    'ons doel is',
    'wij streven',
    'we streven',
    'het doel van',
    'dit proefschrift',
    'wij stellen voor',
    'we stellen voor',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'],
    ordinals: ['ten eerste', 'ten tweede', 'ten derde', 'ten vierde', 'ten slotte', 'tot slot'],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'we willen',
      'wij willen',
      'we moeten',
      'wij moeten',
      'we geloven',
      'wij geloven',
      'we zoeken',
      'voorkeur',
      'de sleutel is',
      'de sleutel tot',
      'het belangrijkste is',
      'kortom',
      'waar het om gaat',
    ],
    emphasis: ['NIET', 'GEEN', 'NOOIT'],
    contrastOpeners: ['maar$', 'toch$', 'echter$'],
    we: ['we$', 'wij$', 'onze$', 'ons$'],
    audience: ['jullie', 'uw', 'jouw', 'jij', 'je'],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'doe mee',
      'sluit je aan',
      'sluit u aan',
      'draag bij',
      'probeer',
      'download de',
      'download het',
      'installeer',
      'dien je',
      'dien uw',
      'meld je aan',
      'meld u aan',
      'bezoek de',
      'bezoek onze',
      'bezoek ons',
      'kom naar',
      'stuur ons',
    ],
    wants: ['we zoeken', 'wij zoeken', 'we hebben nodig', 'we willen', 'wij willen', 'gezocht:'],
    intentions: ['te$', 'dat$'],
    intentionEndings: [],
    obliges: ['je moet', 'u moet', 'jullie moeten', 'je zou moeten', 'u zou moeten', 'moet je', 'moet u'],
  },
  causes: ['vanwege', 'als gevolg van', 'dankzij', 'gedreven door', 'veroorzaakt door', 'ten gevolge van'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['alleen$', 'slechts', 'hooguit', 'hoogstens', 'maximaal', 'in het beste geval', 'minder dan', 'nog niet', 'behalve', 'vereist', 'beperkt tot'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['geldt alleen voor', 'gelden alleen voor', 'geldt voor', 'gelden voor', 'geldt enkel', 'alleen voor', 'uitsluitend voor', 'betreft alleen', 'is alleen van toepassing'],
    // prettier-ignore
    changes: ['sprong', 'stijging', 'groei', 'toename', 'daling', 'afname', 'terugval'],
    // prettier-ignore
    explains: ['omvat', 'bevat', 'weerspiegelt', 'komt uit', 'komt van', 'komt door', 'dankzij', 'vanwege', 'als gevolg van', 'omdat$', 'te danken aan', 'veroorzaakt door', 'verklaard door'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['geschat', 'schatting', 'prognose', 'verwacht', 'potentieel', 'besparing', 'ongeveer', 'circa$'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['terugverdien', 'besparing', 'kosten', 'budget', 'begroting', 'rendement', 'roi$', 'break-even', 'stilstand'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['willekeurig', 'geselecteerd', 'steekproef', 'respondenten', 'deelnemers', 'geïnterviewd', 'enquête', 'peiling'],
  // prettier-ignore
  pending: ['voorgesteld', 'in behandeling', 'in overweging', 'wordt heroverwogen', 'onder voorbehoud'],
  preview: ['in preview', 'preview$', 'bèta', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'resultaat',
    'uitkomst',
    'totaal',
    'waarde',
    'bedrag',
    'aantal',
    'getal',
    'gemiddeld',
    'overig',
    'stand$',
    'status',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['plaats$', 'positie$', 'rang$', 'ranglijst'],
    ordinals: ['ste', 'de', 'e'],
    moves: ['gezakt', 'zakte', 'gedaald', 'daalde', 'teruggevallen', 'viel terug', 'gestegen', 'steeg', 'geklommen', 'klom', 'van$'],
    scales: ['percentiel', 'kwartiel', 'kwintiel', 'deciel', 'eeuw', 'jubileum', 'editie', 'verdieping'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['optie$', 'variant$', 'alternatief$', 'scenario$', 'opties$', 'varianten$', 'alternatieven$', "scenario's$"],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['aanbevolen$', 'voorkeur$', 'gekozen$', 'geselecteerd$'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['eindigt', 'loopt af', 'vervalt', 'stopt op', 'houdt op'],
  // prettier-ignore
  burdens: ['kosten', 'investering', 'capex', 'doorlooptijd', 'looptijd', 'tijd$', 'duur$', 'inspanning', 'terugverdientijd', 'risico'],
  riskLists: ["risico's$", 'risico’s$', 'risicos$'],
  questionNouns: ['vraag$', 'vragen$', 'vraagstuk'],
  openQuestions: ['open vraag', 'openstaande vraag'],
  openIssues: [
    'nog open',
    'nog niet besloten',
    'nog niet beslist',
    'geen data',
    'geen gegevens',
    'nog onbekend',
    'nog niet bekend',
    'open vraag',
    'openstaande vraag',
    'open probleem',
    'valt nog te bezien',
    'nog te bepalen',
    'nog onduidelijk',
    'toekomstig werk',
    'vervolgonderzoek',
  ],
  // prettier-ignore
  audiencePrompts: ['vraag jezelf af', 'vraag uzelf af', 'stel jezelf de vraag', 'checklist', 'controlelijst', 'zelftest', 'quiz', 'reflectievragen', 'bespreek'],
  amountBases: ['netto', 'bruto', 'per$'],
  baseCases: ['basisscenario', 'basiscase', 'basis$', 'base case', 'centraal scenario'],
  // prettier-ignore
  returnMeasures: ['irr', 'roi$', 'ncw$', 'interne rentabiliteit', 'rendement', 'moic$', 'netto contante waarde'],
  downsideCases: ['pessimistisch', 'negatief scenario', 'slechtste geval', 'ongunstig'],
  assumptions: ['aanname', 'veronderstelling', 'uitgaande van', 'we nemen aan'],
  provisos: ['mits', 'op voorwaarde dat', 'zolang'],
  progressOf: ['van'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['binnen', 'uiterlijk na'],
    periods: ['dag', 'werkdag', 'week', 'weken', 'maand', 'uur'],
  },
  approvals: ['goedkeuring', 'fiattering', 'tekenbevoegdheid', 'mandaat', 'bevoegdheden'],
  reserves: ['onvoorzien', 'reserve$', 'reserves$', 'buffer$'],
  cashBalances: ['kaspositie', 'kassaldo', 'liquide middelen', 'liquiditeit', 'banksaldo'],
  ownEntries: ['voorgesteld', 'ons$', 'onze$', 'dit werk$', 'deze studie$'],
  titleTails: ['in detail', 'in het kort', 'uitgelegd'],
  ranges: { to: ['tot'], between: ['tussen'], and: ['en'], from: ['van'] },
  perUnit: ['per'],
  sensitivity: {
    conditional: ['als', 'indien', 'wanneer'],
    insteadOf: ['in plaats van', 'i.p.v.', 'en niet'],
    pointsBack: ['die', 'dat', 'deze', 'dit'],
    namedBy: ['van', 'der'],
  },
  // prettier-ignore
  discussion: ['willen bespreken', 'wil bespreken', 'willen bediscussiëren', 'zal vragen', 'zullen vragen', 'ter discussie', 'open vraag'],
  // prettier-ignore
  subordinators: ['als$', 'wanneer$', 'omdat$', 'hoewel$', 'terwijl$', 'zodra$', 'voordat$', 'nadat$', 'indien$'],
  // prettier-ignore
  openEnds: ['de', 'het', 'een', 'van', 'en', 'of', 'in', 'op', 'met', 'voor', 'te', 'aan', 'naar', 'bij', 'uit', 'door'],
  // prettier-ignore
  selfNotes: ['zou kunnen', 'todo$', 'nog toevoegen', 'niet vergeten', 'misschien toevoegen', 'lettertype groter'],
  // prettier-ignore
  toldThat: ['benadrukken dat', 'erop wijzen dat', 'vermelden dat', 'uitleggen dat', 'duidelijk maken dat', 'zeggen dat', 'eraan herinneren dat', 'anticiperen dat'],
  defines: ['is een$', 'biedt', 'maakt het mogelijk', 'laat je', 'laat u'],
  // prettier-ignore
  keyIdea: ['het echte geheim$', 'het ware geheim$', 'het kernidee$', 'de kerngedachte$', 'de centrale gedachte$', 'het grote verschil$', 'het belangrijkste verschil$', 'het echte verschil$'],
  // prettier-ignore
  instructs: ['zorg ervoor dat je', 'zorg dat je', 'vergeet niet', 'denk eraan', 'bij twijfel', 'houd in de gaten', 'gebruik altijd', 'controleer altijd'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['volgende week', 'deze week', 'morgen$', 'vanavond', 'volgende maand'],
    // prettier-ignore
    registers: ['korting', 'kortingscode', 'inschrijven', 'inschrijving', 'aanmelden', 'registreren', 'tickets'],
    // prettier-ignore
    askedFor: ['vraagt om', 'vragen om', 'roept om', 'roepen om', 'wil graag', 'wat we nodig hebben', 'we hebben nodig'],
    // prettier-ignore
    askedForOpens: ['gevraagd door', 'waar vraagt', 'waar vragen'],
    // prettier-ignore
    callsOn: ['ik roep', 'wij roepen', 'we roepen', 'ik vraag', 'wij vragen', 'ik verzoek'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['installatie', 'installeren', 'aan de slag', 'eerste stappen'],
    // prettier-ignore
    needs: ['als je wilt', 'wanneer je wilt', 'als u wilt', 'voordat je', 'voordat u'],
  },
  asksWho: ['wiens taak', 'wiens verantwoordelijkheid', 'wie moet', 'wie zou', 'wie gaat'],
  phrases: {
    points: 'procentpunt',
    versus: 'tegenover',
    multipleOf: '{high} heeft {multiples} als {low}',
    timesThe: '{multiple}× zoveel {measure}',
    concentration: '{first} en {second} vormen {share} van het totaal {total}',
    growth: '{series}: {multiple}x van {first} ({firstLabel}) naar {last} ({lastLabel})',
    against: '{measure} tegenover {other}: {result}',
    shareOf: '{measure} is {share} van {other}',
    withinRange: '{measure}: binnen de bandbreedte van {range}',
    aboveRange: '{measure}: {gap} boven de bandbreedte van {range}',
    belowRange: '{measure}: {gap} onder de bandbreedte van {range}',
    ofPlan: '{share} van {plan}',
    overPlan: '{share} boven {plan}',
    section: 'Hierna: {item}',
    decision: '{result}; gevraagd besluit: {ask}',
    list: '{items} en {last}',
    forOption: '{figure} voor {option}',
    ticked: '{label}: aangevinkt',
  },
  scales: ['duizend', 'duizenden', 'miljoen', 'mln$', 'miljard', 'mld$', 'k€$', 'M€$'],
  notesLabels: {
    aim: ['Doel', 'Doelen', 'Doelstelling', 'Leerdoel', 'Leerdoelen'],
    notes: ['Notities', 'Aantekeningen', 'Sprekersnotities'],
    direction: ['Animatie', 'Klik', 'Overgang', 'Uitspraak', 'Pauze'],
  },
  gaps: {
    competition: {
      finding: 'Het document noemt geen concurrenten',
      question: 'Wie bedient deze klanten nog meer, en waarom kiezen ze voor dit product?',
    },
    'unit-economics': {
      finding: 'Het document noemt geen churn, CAC of klantwaarde',
      question: 'Hoe hoog zijn churn en klantwervingskosten, en dragen ze het groeiplan?',
    },
    runway: {
      finding: 'Het document noemt geen kasruimte in maanden',
      question: 'Voor hoeveel maanden is er kas, en welke mijlpaal moet de ronde halen?',
    },
    pipeline: {
      finding: 'De review toont geen pijplijn of orderintake',
      question: 'Wat zit er in de pijplijn voor de volgende periode, en dekt die het doel?',
    },
    cost: {
      finding: 'De aanbeveling noemt geen kosten',
      question: 'Wat kost de aanbeveling, en welk rendement betaalt haar terug?',
    },
    timeline: {
      finding: 'De aanbeveling geeft geen tijdpad',
      question: 'Wanneer wordt de aanbeveling uitgevoerd, en wie is eigenaar van elke stap?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['dit rapport', 'dit document', 'dit artikel', 'deze studie', 'dit onderzoek', 'deze toespraak', 'het rapport', 'het onderzoek', 'onze resultaten', 'wij$', 'we$'],
    verbs: ['betoog', 'toon', 'laat zien', 'concludeer', 'stelt', 'beschrijf', 'onderzoek', 'analyseer', 'beveel', 'verklaar', 'presenteer', 'vind'],
    conclusions: ['concluderend', 'tot slot', 'samengevat', 'kortom'],
    verdicts: ['aanbeveling:', 'onze aanbeveling', 'wij bevelen aan', 'we bevelen aan', 'wij adviseren', 'we adviseren', 'onze conclusie', 'wij concluderen', 'we concluderen', 'conclusie:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['zou moeten', 'zouden moeten', 'moet$', 'moeten$', 'wij bevelen aan', 'we bevelen aan', 'bevelen wij aan', 'wordt aanbevolen', 'is nodig', 'is noodzakelijk'],
    // A form that needs a subject before it (decision 181).
    personal: ['zou moeten', 'zouden moeten', 'moet$', 'moeten$'],
    reported: ['volgens$', 'zegt', 'zei$', 'beweert', 'beweerde', 'meent', 'vindt dat', 'eist'],
    supposing: ['zou$', 'zouden$', 'kon$', 'konden', 'misschien'],
    conditions: ['telkens als', 'telkens wanneer', 'als$', 'indien', 'tenzij'],
    // prettier-ignore
    proposes: ['een eerste stap zou', 'een eerste stap is', 'een optie zou', 'een mogelijkheid zou', 'er is veel voor te zeggen', 'er zijn goede redenen om', 'kan worden uitgebreid', 'kunnen worden uitgebreid', 'kan worden toegepast', 'kunnen worden toegepast', 'kan worden ontwikkeld', 'kunnen worden ontwikkeld', 'kan worden ingevoerd', 'kunnen worden ingevoerd', 'zou kunnen helpen', 'zouden kunnen helpen'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['open punten', 'open vragen', 'open vraag', 'vragen$', 'onopgelost', 'nog te beslissen', 'nog te bepalen', 'tbd$'],
    // prettier-ignore
    unsettledAnswers: ['hopen', 'hopelijk', 'we verwachten', 'in gesprek', 'in overleg', 'werken aan', 'nog niet', 'onduidelijk', 'hangt af'],
    // prettier-ignore
    callsToTakePart: ['we willen meer', 'onze deuren staan open', 'doe mee', 'sluit je aan', 'bijdragen welkom', 'oproep tot deelname', 'call for proposals', 'word lid'],
    // prettier-ignore
    waysToTakePart: ['aanmelden', 'aanmelding', 'indienen', 'inschrijven', 'inschrijving', 'registreren', 'zo doet u mee', 'neem contact op', 'contributie', 'deadline'],
    // prettier-ignore
    adequacyClaims: ['goed genoeg', 'voldoende voor', 'toereikend voor', 'acceptabel voor', 'nauwkeurig genoeg'],
    errorMeasures: ['fout', 'tolerantie', 'nauwkeurigheid', 'afwijking', 'snr$'],
    takePart: '‘{line}’: hoe doet men mee, volgens welk proces en welke criteria, en wie beslist?',
    adequacy: '‘{line}’: volgens welke foutmaat, en hoeveel fout is daar aanvaardbaar?',
    // prettier-ignore
    speedClaims: ['sneller', 'prestaties', 'performance', 'versnell', 'doorvoer', 'latentie', 'verbetering'],
    // prettier-ignore
    baselines: ['dan$', 'vergeleken', 'ten opzichte van', 'versus', 'vs$', 'referentie', 'basislijn', 'benchmark', 'werklast', 'gemeten op'],
    // prettier-ignore
    portabilityClaims: ['draagbaar', 'porteerbaar', 'geport naar', 'draait overal', 'werkt overal', 'platformonafhankelijk', 'cross-platform', 'oorspronkelijk op', 'oorspronkelijk voor', 'draait nu op', 'nu beschikbaar op', 'nu ook op'],
    // prettier-ignore
    portabilityLimits: ['niet ondersteund', 'nog niet', 'niet helemaal', 'beperking', 'beperkt tot', 'behalve', 'alleen op', 'bekende problemen', 'werkt niet', 'niet beschikbaar'],
    // prettier-ignore
    futureClaims: ['in de toekomst gaan we', 'in een toekomstige versie', 'in toekomstige versies', 'wordt gemigreerd', 'worden gemigreerd', 'wordt toegevoegd', 'komt beschikbaar', 'roadmap', 'gepland voor', 'binnenkort', 'volgende versie'],
    speedUp: '‘{line}’: gemeten op welke werklast, en tegen welke referentie?',
    portability: '‘{line}’: wat wordt daar nog niet ondersteund, en wat breekt bij de overstap?',
    roadmap: '‘{line}’: tegen wanneer, en waar hangt het van af?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['verwacht', 'we verwachten', 'naar verwachting', 'voorspel', 'prognose', 'zou moeten'],
    // prettier-ignore
    warningCues: ['risico', 'afhankelijkheid', 'lock-in', 'gevaar', 'bedreig', 'pas op', 'opent de deur', 'valkuil'],
    prediction: '‘{line}’: tegen welke referentie, en op welk bewijs tot nu toe?',
    warning: '‘{line}’: wie loopt het risico als het gebeurt, en wat beschermt daartegen?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['voudig$', 'keer$'],
    restated: '‘{first}’ tegenover ‘{second}’: welk cijfer klopt, en onder welke voorwaarden?',
  },
  questions: {
    variance: 'Wat verklaart de afwijking bij {subject} ({figure} tegenover {plan}), en komt die terug?',
    concentration: 'Hoe afhankelijk is het totaal van {subject} ({figure}), en hoe verklein je dat?',
    growth: 'Wat moet er gelden om {subject} vanaf {figure} verder te laten groeien?',
    assumption: 'Waarop rust {subject} ({figure}), en wat zou het veranderen?',
    limit: '„{limit}”: wat garandeert {subject} dan nog?',
    target: 'Wat moet er gelden om {subject} van {figure} naar {plan} te brengen?',
    share: 'Hoeveel meer van {plan} kan {subject} ({figure}) winnen, en hoe snel?',
    contrast: 'Wat verklaart het verschil tussen {figure} en {plan} bij {subject}, en welk telt?',
    cause: '{subject} ({figure}): wat verklaart dit, en wat zou het veranderen?',
    recurrence: '{subject}: wat was de oorzaak, en kan het opnieuw gebeuren?',
    decision: 'Wat gebeurt er als „{subject}” ({figure}) niet op tijd wordt goedgekeurd?',
    spread: '{subject}: wat onderscheidt {figure} van {plan}, en wat zou het verschil verkleinen?',
    evidence:
      '{subject}: {figure} tegenover {plan} in de vergelijkingsgroep. Zijn de twee groepen vergelijkbaar, en houdt het verschil stand op grotere schaal?',
    closes: '{subject} ({figure} tegenover {plan}): dicht {ask} het gat, en wat kost het tot dan?',
    causeShare:
      '{subject} ({figure} tegenover {plan}): hoeveel van de afwijking komt door „{cause}”, en wat blijft er zonder over?',
    discussedAsk: '{subject}: wat moet gelden voordat {ask} wordt uitgegeven?',
    askFor: 'de {amount} voor {ask}',
    targetDriver: '{subject} van {figure} naar {plan}: wat als {driver} niet wordt gehaald?',
    today: 'nu {figure}',
    sample: '„{claim}” rust op {sample}: hoe ver geldt het daarbuiten?',
    pending: 'Als „{line}” doorgaat, wat verandert er voor {subject}, en wat als het niet doorgaat?',
    preview: '{subject}: „{line}”. Kun je erop bouwen voordat het definitief is?',
    range: 'Waarom {figure} voor {subject}, als de presentatie ook „{range}” noemt?',
    moved:
      '{subject}: „{line}”. Wat heeft dit bewogen, een eigen verandering of die van de anderen, en houdt het stand?',
    rankReason: '{subject}: „{rank}” omdat „{reason}”. Waar zou het staan op het overige bewijs alleen?',
    openQuestion: 'Wat wordt {subject}?',
    openIssue: '{subject}: „{line}”. Wat zou dit beslechten, en wanneer?',
    restsOn: '{result} rust op {driver}{from}. Wat moet daarvoor gelden, en wat als het tegenvalt?',
    downside: '{result} ({case}) rust op {drivers}. Welke weegt het zwaarst?',
    assumes: '{subject} ({figure}) veronderstelt ‘{assumption}’: hoeveel verandert het als dat niet klopt?',
    askOfCash:
      'Wat blijft er over na {measure} ({share} van {other}), hoe lang is dat genoeg, en wat bij een overschrijding?',
    pace: '{subject}: {progress} op {asOf}; {target} vóór {due} vraagt ongeveer {rate} per week. Houdt dat tempo stand?',
    risk: '‘{risk}’: hoe wordt dit opgevangen, en wat kost het als het gebeurt?',
    riskMitigated: '‘{risk}’: volstaat ‘{mitigation}’, en wanneer is dat te zien?',
    riskEnds: '‘{risk}’: volstaat ‘{mitigation}’, en wat gebeurt er na {date} als dat niet zo is?',
    deadline: '{rule}: wat gebeurt er als dat niet lukt, en wie controleert het?',
    reserveRisk: 'Volstaat {reserve} van {figure} als ‘{risk}’ zich voordoet?',
    eachApplies:
      '{high} ({highFigure}) tegenover {low} ({lowFigure}): wat kost {high} meer dan {low}, en wanneer past welke?',
    approvalLimits:
      '{subject} ({limits}): wat voorkomt dat een aanvraag wordt opgesplitst om onder een grens te blijven?',
    tradeOff: '‘{option}’: {measure} {value}, tegen {best} bij ‘{other}’. Hoe wordt het verschil opgevangen?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own}: {figure} tegen {other} bij {rival}. Wat kost dat voordeel, en wanneer geldt het niet?',
    unevenGain: '{weak}: slechts {weakChange}, terwijl {strong} {strongChange} haalt. Wat houdt het tegen?',
    measuredOn:
      '{row} {change}: gemeten met welke belasting en opstelling, en geldt het ook buiten die test?',
    breakEven: '{subject} is {figure}: bij welke prijs, welk volume of welke kosten komt het op nul?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} is {figure}: bij welke prijs, welk volume of welke kosten komt het op nul, en hoe ver is dat van het plan?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'moet$', 'moeten', 'zou moeten', 'zouden moeten', 'dienen', 'nodig', 'wij adviseren', 'we adviseren',
      'aanbevel', 'volgende stap', 'volgende stappen', 'deadline', 'uiterlijk', 'wij vragen', 'we vragen',
      'eigenaar:', 'goedkeur', 'beslissen',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'is welkom', 'zijn welkom', 'wordt gevraagd', 'worden gevraagd', 'gezocht$',
    ],
    imperative: [
      'uitvoeren',
      'aanvragen', 'aannemen', 'lanceren', 'afronden', 'goedkeuren', 'herzien', 'plannen', 'voltooien',
      'leveren', 'uitbreiden', 'verlagen', 'voorbereiden', 'indienen', 'ondertekenen', 'veiligstellen',
      'ophalen', 'bouwen', 'migreren', 'invoeren', 'implementeren', 'trainen', 'publiceren',
      'contact opnemen', 'bevestigen', 'beslissen', 'bijwerken', 'versturen', 'starten', 'investeren',
      'openen', 'presenteren', 'definiëren', 'onderhandelen', 'verlengen', 'benoemen', 'toewijzen',
      'evalueren', 'werven',
    ],
    imperativeAtEnd: true,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coördineren', 'coordineren', 'leveren', 'ondersteunen', 'deelnemen', 'onderhouden', 'beheren', 'bewaken', 'toezien', 'begeleiden', 'adviseren', 'faciliteren', 'aansturen', 'rapporteren'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'jouw rol', 'uw rol', 'je rol', 'wat je moet doen',
      'vervolgstappen', 'besluit', 'beslissing', 'huiswerk', 'volgende stappen', 'acties', 'actiepunten',
      'actieplan', 'aanbevelingen', 'aanbeveling', 'ons verzoek', 'onze vraag', 'te doen', 'besteding van',
      'besluiten', 'oproep tot actie',
    ],
    supplementTitle: ['bijlage', 'appendix', 'backup'],
    modal: ['moet$', 'moeten$', 'zou$', 'zouden$', 'zal$', 'zullen$', 'kan$', 'kunnen$'],
    obligation: ['moet$', 'moeten$', 'wordt verplicht', 'is verplicht'],
    anaphor: ['dit', 'zij'],
    talk: ['deze dia', 'deze slide', 'volgende dia', 'de belangrijkste dia', 'in deze presentatie'],
    talkLead: [
      'als ernaar gevraagd', 'indien gevraagd', 'als iemand vraagt', 'noemen', 'zeggen', 'benadrukken',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'besluit nodig', 'besluit vóór', 'besluit uiterlijk', 'beslissing nodig', 'beslissing vóór',
      'beslissing uiterlijk', 'goedkeuring vóór', 'deadline', 'uiterlijk',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'nodig', 'vereist', 'noodzakelijk',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'hoe', 'waar kun', 'waar je',
    ],
    housekeeping: ['bedankt', 'dank u', 'dank je', 'gefeliciteerd', 'kortingscode', 'aankondigingen$', 'volg ons', 'meld je aan', 'nog vragen'],
    questionOpener: [
      'is', 'zijn', 'heeft', 'hebben', 'wordt', 'worden', 'kan', 'kunnen', 'hoe', 'waarom', 'wie', 'welke',
    ],
    copula: ['is$', 'zijn$', 'was$', 'waren$', 'heeft$', 'hebben$', 'wordt$', 'worden$', 'zal$', 'kan$'],
    bioTitle: [
      'team', 'ons team', 'over mij', 'wie ben ik', 'spreker', 'sprekers', 'biografie', 'oprichters',
    ],
    summaryTitle: [
      'kernboodschap', 'in een notendop', 'samenvatting', 'conclusie', 'overzicht', 'kernpunten',
      'hoogtepunten', 'in het kort', 'bevindingen',
    ],
    insight: {
      risk: ['risico', 'dreiging', 'verlies', 'vertraging', 'verloop', 'kwetsba', 'blootstelling', 'daling', 'uitstel'],
      growth: ['groei', 'gestegen', 'stijg', 'toename', 'verdubbel', 'verdrievoudig', 'verbeter', 'versnel'],
      market: ['markt', 'marktaandeel', 'klanten', 'gebruikers', 'segment', 'concurrent', 'adoptie'],
      money: [
        'marge', 'omzet', 'winst', 'kosten', 'ebitda', 'kasstroom', 'prijs', 'budget', 'besparing', 'verkoop',
        'uitgaven', 'financiering', 'rendement', 'waardering', 'opbrengst',
      ],
      comparison: [
        'vergeleken', 'ten opzichte', 'tegenover', 'vs$', 'dan$', 'gedaald', 'daal', 'doel', 'prognose',
      ],
    },
    questions: {
      risk: 'Hoe wordt {topic} beperkt, en wie is verantwoordelijk?',
      growth: 'Wat drijft {topic}, en is dat houdbaar?',
      market: 'Welk deel van {topic} is realistisch te winnen, en hoe snel?',
      money: 'Op welke aannames rust {topic}, en wat zou het veranderen?',
      general: 'Welk bewijs onderbouwt {topic}, en wat zou het plan veranderen?',
    },
    boilerplate: [
      'copyright', 'alle rechten voorbehouden', 'gelicentieerd onder', 'onder de licentie', 'onder licentie',
      'creative commons', 'cc by', 'vertrouwelijk', 'intern gebruik', 'niet verspreiden',
      'mededingingsbeleid', 'antitrustbeleid', 'antitrust policy', 'juridische kennisgeving', 'juridische disclaimer', 'vrijwaring', 'toekomstgerichte verklaringen', 'geregistreerde handelsmerken', 'zonder garantie', 'strikt vertrouwelijk',
    ],
    footnoteLabel: ['noot', 'opmerking', 'nb', 'n.b.', 'let op'],
    frameTitle: [
      'agenda', 'inhoud', 'inhoudsopgave', 'introductie', 'inleiding', 'vragen', 'vragen en antwoorden',
      'bedankt', 'dank u', 'dank je', 'dank u wel', 'welkom', 'bijlage', 'bijlagen', 'referenties', 'bronnen',
      'disclaimer',
    ],
    chart: {
      extremes: '{high} het hoogst met {highValue} en {low} het laagst met {lowValue}',
      fromTo: 'van {first} ({firstLabel}) naar {last} ({lastLabel})',
      againstPlan: '{category}: {actual} tegen een plan van {plan}',
    },
    sectionLabel: [
      'projectbeschrijving', 'beschrijving', 'methodologie', 'methode', 'methoden', 'ontwerpvragen',
      'ontwerp', 'achtergrond', 'context', 'samenvatting', 'inleiding', 'doelen', 'doel', 'reikwijdte',
      'aanpak', 'resultaten', 'discussie', 'conclusie', 'conclusies', 'referenties', 'opleveringen',
      'planning', 'evaluatie', 'beoordeling', 'eisen', 'beperkingen', 'bevindingen', 'criteria', 'bijlage',
      'totaal',
    ],
    labels: {
      notes: 'Notities',
      noText: 'Deze dia bevat geen tekst.',
      titleOnly: 'Alleen titel.',
      code: 'Codevoorbeeld.',
      noTextPages: "Deze pagina's bevatten geen tekst.",
      picture: 'Afbeelding',
      pictureOnly: 'Een afbeelding of diagram, zonder tekst.',
      chartOnly: 'Een grafiek zonder tekstlabels.',
      diagramOnly: 'Een diagram zonder tekst.',
      drawing: 'Een grafiek of diagram met de labels',
    },
  },
  // prettier-ignore
  abbreviations: [
    'bijv', 'bv', 'b.v', 'o.a', 'd.w.z', 'dhr', 'mevr', 'mw', 'dr', 'prof', 'ir', 'ing', 'mr', 'nr', 'blz',
    'ca', 'enz', 'etc', 'mln', 'mld', 'mrd', 'resp', 'incl', 'excl', 'vs', 'jan', 'feb', 'apr', 'jun', 'jul',
    'aug', 'sep', 'mrt', 'okt', 'nov', 'dec', 'max', 'min', 'evt', 'i.p.v', 'zgn',
    // Rules' and statutes' references (decision 205).
    'art', 'artt', 'jo', 'sub', 'hfdst', 'vgl', 'e.a', 'e.v', 'i.v.m',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}
