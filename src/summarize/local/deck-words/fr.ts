import type { DeckWordsData } from './deck-words-schema'

// French words for a deck's structure; see deck-words-schema.ts for how they match.
export const fr: DeckWordsData = {
  roles: {
    // prettier-ignore
    'executive-summary': ['synthèse', 'résumé exécutif', 'messages clés', '=résumé', "=vue d'ensemble", 'en bref'],
    problem: ['problème', 'problématique', 'enjeu', 'défi', 'pourquoi'],
    solution: ['solution', 'notre produit', 'comment ça marche'],
    market: ['marché', 'opportunité'],
    'business-model': ['modèle économique', "modèle d'affaires", 'tarif'],
    traction: ['traction', 'résultats', 'en chiffres', 'indicateurs'],
    'plan-vs-actual': ['réalisé', 'prévu et réel', 'par rapport au budget', 'vs budget', 'vs plan', 'écart'],
    // prettier-ignore
    financials: ['compte de résultat', 'financ', 'trésorerie', "chiffre d'affaires", 'EBITDA$', 'budget', 'coût', 'valorisation'],
    competition: ['concurrence', 'concurrents'],
    team: ['équipe', 'qui sommes-nous', 'qui nous sommes'],
    risks: ['risque'],
    options: ['options', 'alternatives', 'scénarios'],
    recommendation: ['recommand', 'notre proposition', 'préconisation'],
    ask: ['notre demande', 'la demande', 'décision', 'décisions', 'approbation'],
    'use-of-funds': ['utilisation des fonds', 'emploi des fonds'],
    timeline: ['calendrier', 'feuille de route', 'jalons', 'planning', 'échéancier'],
    'next-steps': ['prochaines étapes', "plan d'action", 'actions', 'suite'],
    // prettier-ignore
    conclusion: ['conclusion', 'à retenir', 'points clés', 'en résumé', 'leçons', 'enseignements', 'contributions', 'implications', "appel à l'action"],
    appendix: ['annexe'],
    objectives: ['objectifs', "objectifs d'apprentissage", 'plan du cours'],
    concept: ['concept', 'définition', 'principe', 'théorie', 'la méthode', 'le coefficient'],
    example: ['exemple', 'étude de cas', 'cas pratique'],
    exercise: ['exercice', 'travaux dirigés', 'travaux pratiques', 'quiz'],
    assignment: ['devoir', 'à faire', 'prochaine séance', 'pour la prochaine'],
    findings: ['constats', 'ce que nous avons appris', 'principaux résultats'],
  },
  // prettier-ignore
  illustration: ['exemple', 'un exemple', 'rapport type', 'illustrat', 'maquette', 'gabarit', 'démo$', 'factice'],
  genres: {
    pitch: ['série a', 'levée de fonds', 'amorçage', 'investisseurs'],
    review: ['revue', 'bilan', 'trimestriel', 'mensuel', "conseil d'administration"],
    recommendation: ['recommandation', 'conseil', 'stratégie'],
    'investment-memo': ["comité d'investissement", "mémo d'investissement", 'TRI$', 'acquisition'],
    lecture: ['cours', 'séance', 'leçon', 'travaux dirigés', 'module', 'université'],
    report: ['rapport', 'évaluation', 'étude', 'enquête'],
    'project-update': ["point d'avancement", 'état du projet', 'avancement du projet'],
    proposal: ['proposition', 'subvention', 'demande de financement', 'candidature'],
  },
  headers: {
    plan: ['plan', 'budget', 'objectif', 'prévu', 'cible'],
    actual: ['réel', 'réalisé', 'prévision'],
    variance: ['écart', 'différence', 'var$', 'Δ'],
    owner: ['responsable', 'qui$', 'porteur'],
    due: ['date', 'échéance', 'quand', 'délai'],
    total: ['total$', 'somme$'],
    risk: ['risque'],
  },
  answers: ['=oui', '=non'],
  implication: { condition: ['si', "s'il", 's’il'], consequence: ['alors', 'donc', 'par conséquent'] },
  entries: {
    // prettier-ignore
    answersColumn: ['mitigation', 'atténuation', 'parade', 'réponse', 'solution', 'remède', 'mesure', 'contre-mesure', 'action'],
    // prettier-ignore
    bottomLine: ['total$', 'totaux$', 'sous-total$', 'somme$', 'net$', 'nette$', 'ajusté', 'EBITDA$', 'EBE$', 'résultat$', 'bénéfice$', 'solde$'],
    // prettier-ignore
    status: ['accepté', 'approuvé', 'adopté', 'décidé', 'validé', 'rejeté', 'signé', 'lancé', 'publié', 'terminé'],
    // prettier-ignore
    contrast: ['mais$', 'cependant$', 'toutefois$', 'pourtant$', 'néanmoins$', 'sauf$', 'bien que', 'alors que', 'en revanche'],
    qualifiers: [
      'auparavant$',
      'précédemment$',
      'anciennement$',
      'autrefois$',
      'prévu$',
      'prévus$',
      'pas encore$',
      'en cours$',
    ],
    // prettier-ignore
    restricts: ['ne$', "n'", 'n’', 'pas$', 'jamais$', 'aucun', 'ni$', 'sauf$', 'excepté', 'hormis$', 'seulement$', 'uniquement$'],
    ownerLinks: ['de$', 'du$', 'des$', "d'", 'd’', 'par$'],
    moreRows: 'aussi dans le tableau : {labels}',
    moreItems: '+{count} autres',
    listShare: "premiers points d'une liste plus longue",
    buildAdds: "Étape d'animation de la diapositive précédente, ajoute :",
    buildSame: "Étape d'animation de la diapositive précédente, sans texte nouveau",
    referenceList: 'Liste des références',
    diagram: 'schéma',
    colours: [
      'rouge$',
      'vert$',
      'verte$',
      'bleu$',
      'bleue$',
      'jaune$',
      'orange$',
      'violet$',
      'gris$',
      'grise$',
      'noir$',
      'blanc$',
      'rose$',
      'marron$',
    ],
    colourKey: 'Légende des couleurs',
    // prettier-ignore
    kindLabels: ['note$', 'nb$', 'remarque', 'commentaire', 'objectif', 'but$', 'conseil', 'astuce', 'attention', 'important'],
    // prettier-ignore
    spans: ['seconde', 'minute', 'heure', 'jour', 'semaine', 'mois', 'trimestre', 'an$', 'ans$', 'année', 'fois$'],
    // prettier-ignore
    narratesDrawing: ['ici nous avons', 'ici on voit', 'ici vous voyez', 'voici', 'comme vous pouvez le voir', 'comme on le voit', 'dans ce schéma', 'dans ce graphique', 'dans cette image', 'ce schéma montre', 'ce graphique montre', 'l’animation', "l'animation", 'cette animation'],
    // prettier-ignore
    narrates: ['par exemple', 'imaginez', 'imaginons', 'il était une fois', 'histoire', 'parabole', 'anecdote', 'légende', 'fable', 'l’origine de', "l'origine de", 'siècle', 'historien'],
    // prettier-ignore
    courtesies: ['je remercie', 'nous remercions', 'je tiens à remercier', 'nous tenons à remercier', 'merci à', 'nos remerciements', 'mes remerciements', 'je suis reconnaissant', 'nous sommes reconnaissants'],
    // prettier-ignore
    setUp: ['entrée:', 'entrées:', 'entrée :', 'paramètres:', 'paramètres :', 'protocole:', 'protocole :', 'méthode:', 'méthode :', 'soit$', 'soient$', 'supposons$', 'on suppose', 'hypothèse:', 'hypothèse :', 'relancer', 'répéter', 'on se limite', "limitons l'analyse"],
    // prettier-ignore
    attributions: ['a déclaré', 'a dit', 'déclare$', 'explique$', 'a expliqué', 'a ajouté', 'selon$'],
    // prettier-ignore
    answersBefore: ['mais$', 'pourtant$', 'cependant$', 'toutefois$', 'néanmoins$', 'en revanche$', 'par contre$', 'au contraire$', 'à l’inverse$', "à l'inverse$"],
    // prettier-ignore
    backReference: ['le même$', 'la même$', 'les mêmes$', 'ce$', 'cet$', 'cette$', 'ces$', 'cela$', 'ceci$', 'il$', 'elle$', 'ils$', 'elles$', 'tel$', 'telle$', 'tels$', 'telles$', 'les deux$', 'son$', 'sa$', 'ses$', 'leur$', 'leurs$'],
    impersonal: [
      'y a$',
      'y avait$',
      'y aura$',
      'faut$',
      'fallait$',
      'faudra$',
      's’agit$',
      "s'agit$",
      'semble$',
    ],
    // prettier-ignore
    backReferenceWithin: ['cette catégorie$', 'ces catégories$', 'ce groupe$', 'ces groupes$', 'cette définition$', 'ces critères$', 'ce cas$', 'le faire$', 'ce faire$', 'de même$', 'pareillement$', 'un autre$', 'une autre$', 'le principal d’entre', "le principal d'entre", 'la principale d’entre', "la principale d'entre", 'le premier d’entre', "le premier d'entre", 'la première d’entre', "la première d'entre"],
    // prettier-ignore
    opensClause: ['comme$', 'puisque$', 'parce qu', 'lorsqu', 'quand$', 'bien qu', 'alors qu', 'tandis qu', 'car$'],
    // prettier-ignore
    dummySubject: ['de$', 'd’', "d'"],
    // prettier-ignore
    hypothetical: ['pourrait$', 'pourraient$', 'serait$', 'seraient$', 'aurait$', 'auraient$'],
  },
  // prettier-ignore
  relations: ['parce que', 'en raison', 'à cause', 'hypothèse', 'suppose', 'dépend', 'comparaison', 'comparable', 'par rapport', 'minimum', 'condition'],
  comparisonGroups: ['groupe de comparaison', 'groupe témoin', 'groupe de contrôle'],
  targets: ['objectif', 'cible', 'jalon', 'minimum', 'au moins'],
  commitments: [
    'notre engagement',
    'nous nous engageons',
    'notre objectif est',
    'nous visons',
    'notre but',
    'le but de',
    "l'objectif de",
    'cette thèse',
    'nous proposons',
  ],
  // The programme a document announces (decision 171): a count of things and the words that take them in turn.
  enumerations: {
    counts: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
    ordinals: [
      'premièrement',
      'deuxièmement',
      'troisièmement',
      'quatrièmement',
      "d'abord",
      'ensuite',
      'enfin',
    ],
  },
  // A speaker's own stance on a talk's slide (decision 162): the line a talk that states no point builds to.
  stances: {
    cues: [
      'nous voulons',
      'nous devons',
      'nous croyons',
      'nous cherchons',
      'préféré',
      'privilégié',
      'la clé est',
      'la clé de',
      "l'essentiel est",
      'en bref',
      'en somme',
      'ce qui compte',
    ],
    emphasis: ['PAS', 'JAMAIS', 'AUCUN', 'AUCUNE'],
    contrastOpeners: ['mais$', 'pourtant$', 'cependant$'],
    we: ['nous$', 'notre$', 'nos$'],
    audience: ['vous', 'votre', 'vos', 'tu', 'toi', 'tes'],
    formalAudience: [],
  },
  // How a talk calls on its audience to act (decision 174): what it asks them to do, what it wants of them.
  calls: {
    verbs: [
      'rejoignez',
      'rejoins',
      'contribuez',
      'participez',
      'essayez',
      'testez',
      'téléchargez',
      'installez',
      'soumettez',
      'inscrivez-vous',
      'visitez',
      'venez',
      'envoyez-nous',
      'dites-nous',
    ],
    wants: [
      'nous cherchons',
      'nous recherchons',
      'nous voulons',
      'nous avons besoin de',
      "nous avons besoin d'",
      'on cherche',
    ],
    intentions: ['à$', 'que$', 'qu’', "qu'", 'être$', 'faire$', 'devenir$'],
    intentionEndings: ['er', 'ir', 're'],
    obliges: ['vous devez', 'vous devriez', 'tu dois', 'tu devrais', 'il vous faut'],
  },
  // prettier-ignore
  causes: ['en raison d', 'à cause d', 'grâce à', 'du fait d', 'porté par', 'portée par', 'portés par', 'causé par', 'causée par', 'suite à'],
  // What limits a claim ("only", "at most", "requires"): a question asks what the claim still holds under it.
  // prettier-ignore
  limits: ['seulement', 'uniquement', 'au plus', 'au mieux', 'moins de', 'pas encore', 'sauf$', 'excepté', 'exige', 'nécessite', 'requiert', "jusqu'à", 'jusqu’à', 'limité à'],
  // A note that says for whom its slide's figure holds, or what explains the change it shows (decision 144).
  qualifiers: {
    // prettier-ignore
    holdsFor: ['vaut seulement pour', 'valent seulement pour', 'vaut uniquement pour', 'ne vaut que pour', 'ne valent que pour', 'concerne seulement', 'concerne uniquement', 'ne concerne que', 'valable uniquement', 'valable seulement', 's’applique uniquement', 's\'applique uniquement', 'seulement pour', 'uniquement pour'],
    // prettier-ignore
    changes: ['hausse', 'bond$', 'saut$', 'croissance', 'augmentation', 'baisse', 'recul', 'chute', 'progression'],
    // prettier-ignore
    explains: ['inclut', 'comprend', 'reflète', 'provient', 'vient de', 'grâce à', 'en raison de', 'due à', 'dû à', 's’explique par', 's\'explique par', 'à cause de', 'parce que'],
  },
  // What marks a figure as an estimate or projection: a question asks what it rests on.
  // prettier-ignore
  estimates: ['estim', 'projection', 'prévu', 'prévision', 'attendu', 'potentiel', 'économie', 'environ', 'approximativement'],
  // What weighs a case (a payback, a saving, a cost): a figure that carries the argument.
  // prettier-ignore
  caseFigures: ['retour sur', 'amorti', 'économie', 'coût', 'budget', 'rentabilit', 'roi$', 'seuil de rentabilité', 'arrêt$'],
  // A small sample a figure rests on, a change still pending, a feature in preview (decision 096).
  // prettier-ignore
  samples: ['aléatoire', 'sélectionn', 'échantillon', 'répondants', 'participants', 'interrogés', 'sondés', 'enquête', 'sondage'],
  // prettier-ignore
  pending: ['proposé', 'en attente', 'à l’étude', "à l'étude", 'en cours d’examen', 'reconsidéré', 'sous réserve'],
  preview: ['en préversion', 'préversion', 'preview$', 'bêta', 'beta$'],
  // Words that name no figure alone ("Result for the Tanneurs"): a heading before such a label stays (decision 140).
  vagueLabels: [
    'résultat',
    'total',
    'valeur',
    'montant',
    'chiffre',
    'nombre',
    'bilan',
    'moyenne',
    'autre$',
    'autres$',
    'statut',
  ],
  // A position in a ranking and what moves it ("fell from 2nd to 15th", "#3 in 2021, #5 in 2025"); an ordinal
  // before one of `scales` ("25th percentile") is no rank. `ordinals` are suffixes after a number.
  // prettier-ignore
  ranks: {
    words: ['rang$', 'place$', 'position$', 'classé', 'classement'],
    ordinals: ['ème', 'eme', 'er', 're', 'e', 'ᵉ'],
    moves: ['tombé', 'tombée', 'chuté', 'passé de', 'passée de', 'recule', 'reculé', 'glissé', 'monté', 'montée', 'grimpé', 'progressé', 'de$'],
    scales: ['percentile', 'quartile', 'quintile', 'décile', 'siècle', 'anniversaire', 'édition', 'étage'],
  },
  // What the deck itself leaves open ("no data to support this", "future work"): a reader asks what would settle it.
  // prettier-ignore
  // The noun a deck names one of its options by ("option B"), and the measures where more is worse (cost, time,
  // risk): the recommended option's downside a reader weighs against the others (decision 134).
  optionNouns: ['option$', 'variante$', 'alternative$', 'scénario$', 'options$', 'variantes$', 'alternatives$', 'scénarios$'],
  // The word by which a table or list marks the option it chooses ("(recommended)"; decision 201).
  chosenMarks: ['recommandé', 'privilégié', 'retenu', 'préféré', 'choisi'],
  // What a dated end says ("funding ends on 30 September 2027"): why a recommendation must be decided now (decision 201).
  endsOn: ['prend fin', 'se termine', 'expire', 'arrive à échéance', 'cesse le'],
  // prettier-ignore
  burdens: ['coût', 'coûts', 'investissement', 'capex', 'délai', 'délais', 'durée', 'temps$', 'effort', 'risque'],
  riskLists: ['risques$'],
  questionNouns: ['question$', 'questions$', 'interrogation'],
  openQuestions: ['question ouverte'],
  openIssues: [
    'pas encore décidé',
    'reste ouvert',
    'reste ouverte',
    'encore ouvert',
    'à trancher',
    'pas de données',
    'aucune donnée',
    'pas encore connu',
    'encore inconnu',
    'question ouverte',
    'questions ouvertes',
    'problème ouvert',
    'reste à voir',
    'reste à déterminer',
    'à déterminer',
    'encore incertain',
    'travaux futurs',
    'perspectives de recherche',
  ],
  // prettier-ignore
  audiencePrompts: ['demandez-vous', 'posez-vous', 'questions à se poser', 'liste de contrôle', 'check-list', 'autoévaluation', 'auto-évaluation', 'quiz', 'questionnaire', 'réfléchissez'],
  // prettier-ignore
  amountBases: ['net$', 'nette$', 'nets$', 'brut$', 'brute$', 'bruts$', 'par unité', 'par jour', 'par mois', 'par an$', 'par tête', 'par personne'],
  baseCases: ['scénario central', 'scénario de base', 'cas de base', 'scénario médian', 'base$', 'central$'],
  // prettier-ignore
  returnMeasures: ['tri$', 'irr', 'roi$', 'van$', 'taux de rendement interne', 'retour sur investissement', 'rentabilité', 'moic$'],
  downsideCases: ['pessimiste', 'scénario bas', 'défavorable', 'cas bas'],
  assumptions: ['hypothèse', 'on suppose', 'en supposant', 'nous supposons'],
  provisos: ['à condition que', 'pourvu que', 'tant que', 'sous réserve que'],
  progressOf: ['sur'],
  // Words closing a slide title that say how the slide treats its subject ("in detail"), not what it is.
  timeLimits: {
    before: ['dans les', 'sous', 'dans un délai de', 'en moins de', 'au plus tard'],
    periods: ['jour', 'semaine', 'mois', 'heure'],
  },
  approvals: ['approbation', 'validation', 'autorisation', 'délégation de pouvoir', 'pouvoirs d’engagement'],
  reserves: ['imprévus', 'aléas', 'réserve', 'provision pour'],
  cashBalances: ['trésorerie', 'liquidités', 'disponibilités', 'solde bancaire'],
  ownEntries: ['proposé', 'proposée', 'notre$', 'nôtre$', 'nos$', 'ce travail$', 'cette étude$'],
  titleTails: ['en détail', 'en bref', 'expliqué', 'expliquée'],
  ranges: { to: ['à'], between: ['entre'], and: ['et'], from: ['de', 'du'] },
  perUnit: ['par'],
  sensitivity: {
    conditional: ['si', "s'il", "s'ils"],
    insteadOf: ['au lieu de', 'plutôt que', 'et non'],
    pointsBack: ['ce', 'cet', 'cette', 'ces'],
    namedBy: ['de', 'des', 'du', "d'"],
  },
  // prettier-ignore
  discussion: ['voudra discuter', 'voudront discuter', 'voudra débattre', 'voudront débattre', 'demandera', 'demanderont', 'à discuter', 'pour discussion', 'question ouverte'],
  // prettier-ignore
  subordinators: ['quand$', 'lorsque$', 'si$', 'parce que$', 'bien que$', 'pendant que$', 'dès que$', 'avant que$', 'après que$', 'puisque$', 'tandis que$'],
  // prettier-ignore
  openEnds: ['le', 'la', 'les', "l'", 'de', 'du', 'des', "d'", 'un', 'une', 'et', 'ou', 'à', 'au', 'aux', 'en', 'pour', 'par', 'sur', 'avec', 'dans', 'entre'],
  // prettier-ignore
  selfNotes: ['on pourrait', 'je pourrais', 'à faire :', 'todo$', 'il faudrait ajouter', 'penser à', 'ne pas oublier', 'police plus grande', 'peut-être ajouter'],
  // prettier-ignore
  toldThat: ['rappeler que', "rappeler qu'", 'souligner que', "souligner qu'", 'anticiper que', 'mentionner que', 'expliquer que', 'préciser que', 'insister sur le fait que', 'dire que'],
  defines: ['est un$', 'est une$', 'fournit', 'offre$', 'permet de', "permet d'"],
  // prettier-ignore
  keyIdea: ['le vrai secret$', 'le véritable secret$', "l'idée clé$", "l'idée centrale$", "l'idée maîtresse$", 'la vraie différence$', 'la grande différence$', 'la différence essentielle$'],
  // prettier-ignore
  instructs: ['assurez-vous', 'veillez à', 'pensez à', "n'oubliez pas", 'en cas de doute', 'gardez un œil', 'utilisez toujours', 'vous devez toujours'],
  // Asks said as an announcement, a list of what others ask for, or a quoted call (decision 189).
  announcedAsks: {
    // prettier-ignore
    soon: ['la semaine prochaine', 'cette semaine', 'demain$', 'ce soir', 'le mois prochain'],
    // prettier-ignore
    registers: ['réduction', 'remise', 'code promo', 'inscription', 'inscrivez', 'billets', 'billetterie'],
    // prettier-ignore
    askedFor: ['demande$', 'demandent', 'réclame', 'réclament', 'attend$', 'attendent', 'nous avons besoin', 'ce dont nous avons besoin'],
    // prettier-ignore
    askedForOpens: ['ce que demande', 'ce que demandent', 'ce que réclame', 'ce que réclament', 'demandé par'],
    // prettier-ignore
    callsOn: ["j'appelle", 'nous appelons', "j'exhorte", 'nous exhortons', 'je demande à', 'nous demandons à'],
  },
  // A learner's setup slide and a lead-in that names a need before its tool (decision 189).
  learnerSteps: {
    // prettier-ignore
    setup: ['installation', 'installer', 'mise en place', 'premiers pas', 'démarrage'],
    // prettier-ignore
    needs: ['quand vous voulez', 'si vous voulez', 'lorsque vous voulez', 'si vous devez', 'avant de'],
  },
  asksWho: ['à qui revient', 'à qui incombe', 'à qui de', 'qui doit', 'qui devrait', 'qui va'],
  phrases: {
    points: 'points',
    versus: 'contre',
    multipleOf: '{high} offre {multiples} que {low}',
    timesThe: '{multiple}× plus de {measure}',
    concentration: '{first} et {second} font {share} du total {total}',
    growth: '{series} : {multiple}x de {first} ({firstLabel}) à {last} ({lastLabel})',
    against: '{measure} face à {other} : {result}',
    shareOf: '{measure} représente {share} de {other}',
    withinRange: '{measure} : dans la fourchette de {range}',
    aboveRange: '{measure} : {gap} au-dessus de la fourchette de {range}',
    belowRange: '{measure} : {gap} en dessous de la fourchette de {range}',
    ofPlan: '{plan} atteint à {share}',
    overPlan: '{plan} dépassé de {share}',
    section: 'Ensuite : {item}',
    decision: '{result} ; décision demandée : {ask}',
    list: '{items} et {last}',
    forOption: '{figure} pour {option}',
    ticked: '{label}: coché',
  },
  scales: ['millier', 'milliers', 'k€$', 'million', 'M€$', 'milliard', 'Md€$'],
  notesLabels: {
    aim: ['Objectif', 'Objectifs', 'Objectif de la diapositive'],
    notes: ['Notes', 'Notes de l’orateur', 'Notes du présentateur'],
    direction: ['Animation', 'Clic', 'Transition', 'Prononcer', 'Pause'],
  },
  gaps: {
    competition: {
      finding: 'Le document ne nomme aucun concurrent',
      question: "Qui d'autre sert ces clients, et pourquoi choisiront-ils ce produit ?",
    },
    'unit-economics': {
      finding: 'Le document ne donne ni churn, ni CAC, ni valeur client',
      question:
        "Quels sont le churn et le coût d'acquisition client, et soutiennent-ils le plan de croissance ?",
    },
    runway: {
      finding: "Le document n'indique pas la trésorerie disponible en mois",
      question:
        "Pour combien de mois l'entreprise a-t-elle de trésorerie, et quel jalon la levée doit-elle atteindre ?",
    },
    pipeline: {
      finding: 'La revue ne montre ni pipeline ni prises de commandes',
      question: "Que contient le pipeline pour la prochaine période, et couvre-t-il l'objectif ?",
    },
    cost: {
      finding: "La recommandation n'indique pas son coût",
      question: 'Combien coûtera la recommandation, et quel retour la finance ?',
    },
    timeline: {
      finding: 'La recommandation ne donne pas de calendrier',
      question: 'Quand la recommandation sera-t-elle mise en œuvre, et qui porte chaque étape ?',
    },
  },
  // prettier-ignore
  thesis: {
    subjects: ['ce rapport', 'ce document', 'cet article', 'cette étude', 'ce travail', 'ce discours', 'le rapport', 'l’étude', "l'étude", 'nos résultats', 'nous$'],
    verbs: ['soutien', 'montr', 'conclu', 'constat', 'démontr', 'propos', 'analys', 'examin', 'présent', 'recommand', 'expliqu', 'suggèr', 'défend'],
    conclusions: ['en conclusion', 'pour conclure', 'en résumé', 'en somme'],
    verdicts: ['recommandation :', 'recommandation:', 'notre recommandation', 'nous recommandons', 'notre conclusion', 'nous concluons', 'conclusion :', 'conclusion:'],
  },
  recommends: {
    // prettier-ignore
    forms: ['devrait', 'devraient', 'doit$', 'doivent', 'il faut', 'nous recommandons', 'il est recommandé', 'il est nécessaire', 'il convient de', 'il est essentiel'],
    // A form that needs a subject before it (decision 181).
    personal: ['devrait', 'devraient', 'doit$', 'doivent'],
    // prettier-ignore
    reported: ['selon$', 'd’après', "d'après", 'affirme', 'affirmait', 'déclare', 'a déclaré', 'prétend', 'estime que', 'réclame'],
    supposing: ['pourrait', 'pourraient', 'serait', 'seraient', 'aurait', 'auraient'],
    conditions: ['chaque fois qu', 'toutes les fois qu', 'si$', 's’il', "s'il", 'à moins'],
    // prettier-ignore
    proposes: ['une première étape serait', 'une première étape consiste', 'une option serait', 'une piste serait', 'une solution serait', 'il y a lieu d', 'plaide pour', 'plaident pour', 'pourrait être étendu', 'pourraient être étendu', 'pourrait être appliqué', 'pourraient être appliqué', 'pourrait être développé', 'pourraient être développé', 'pourrait être introduit', 'pourraient être introduit', 'pourrait aider', 'pourraient aider'],
  },
  // What a talk or lecture leaves open or leaves out (decision 164).
  deckQuestions: {
    // prettier-ignore
    questionSlides: ['points ouverts', 'questions ouvertes', 'question ouverte', 'questions$', 'en suspens', 'non résolu', 'à résoudre', 'à décider', 'à définir'],
    // prettier-ignore
    unsettledAnswers: ['espérons', 'nous espérons', 'nous attendons', 'en discussion', 'en cours', 'pas encore', 'incertain', 'inconnu', 'dépend de'],
    // prettier-ignore
    callsToTakePart: ['nous voulons plus', 'nos portes sont ouvertes', 'rejoignez-nous', 'rejoignez nous', 'participez', 'contributions bienvenues', 'appel à participation', 'appel à propositions', 'appel à projets', 'devenir membre'],
    // prettier-ignore
    waysToTakePart: ['candidater', 'candidature', 'soumettre', 'soumission', 's’inscrire', "s'inscrire", 'inscription', 'comment participer', 'contactez-nous', 'cotisation', 'date limite'],
    // prettier-ignore
    adequacyClaims: ['assez bon', 'suffisant pour', 'suffisante pour', 'adéquat pour', 'acceptable pour', 'assez précis'],
    errorMeasures: ['erreur', 'tolérance', 'précision', 'écart', 'snr$'],
    takePart: '« {line} » : comment participer, selon quelle procédure et quels critères, et qui décide ?',
    adequacy: '« {line} » : selon quelle mesure d’erreur, et quelle erreur y est acceptable ?',
    // prettier-ignore
    speedClaims: ['plus rapide', 'performance', 'accélér', 'débit', 'latence', 'amélioration', 'vitesse'],
    // prettier-ignore
    baselines: ['par rapport', 'comparé', 'versus', 'vs$', 'référence', 'benchmark', 'charge de travail', 'mesuré sur', 'mesurée sur'],
    // prettier-ignore
    portabilityClaims: ['portable sur', 'portable entre', 'portable vers', 'porté sur', 'portée sur', 'tourne partout', 'fonctionne partout', 'multiplateforme', 'multi-plateforme', 'initialement sur', 'à l’origine sur', 'à l\'origine sur', 'tourne désormais sur', 'désormais disponible sur'],
    // prettier-ignore
    portabilityLimits: ['non pris en charge', 'pas pris en charge', 'pas encore', 'pas tout à fait', 'limitation', 'limité à', 'sauf', 'uniquement sur', 'seulement sur', 'problèmes connus', 'ne fonctionne pas', 'non disponible'],
    // prettier-ignore
    futureClaims: ['à l’avenir nous', "à l'avenir nous", 'à l’avenir, nous', "à l'avenir, nous", 'dans une future version', 'dans les futures versions', 'sera migré', 'seront migrés', 'sera ajouté', 'sera disponible', 'sera pris en charge', 'feuille de route', 'prévu pour', 'prochainement', 'prochaine version'],
    speedUp: '« {line} » : mesuré sur quelle charge de travail, et par rapport à quelle référence ?',
    portability:
      '« {line} » : qu’est-ce qui n’y est pas encore pris en charge, et qu’est-ce qui casse au passage ?',
    roadmap: '« {line} » : pour quand, et de quoi cela dépend-il ?',
    // A prediction of a gain, and what a turn warns of (decision 203).
    // prettier-ignore
    predictionCues: ['nous attendons', 'on attend', 'on s’attend', 'on s\'attend', 'attendu', 'attendue', 'prévoyons', 'devrait', 'devraient', 'prévision'],
    // prettier-ignore
    warningCues: ['risque', 'verrouillage', 'enfermement', 'dépendance', 'danger', 'menace', 'attention à', 'ouvre la porte', 'ouvre la voie à', 'piège'],
    prediction: '« {line} » : par rapport à quelle référence, et sur quelles preuves à ce jour ?',
    warning: '« {line} » : qui y est exposé si cela arrive, et qu’est-ce qui en protège ?',
    // A multiple's unit word ("3-fold"), and the question on one claim stated with two multiples (decision 203).
    folds: ['fois$'],
    restated: '« {first} » contre « {second} » : quel chiffre vaut, et dans quelles conditions ?',
  },
  questions: {
    variance:
      'Qu’est-ce qui explique l’écart sur {subject} ({figure} contre {plan}), et va-t-il se répéter ?',
    concentration: 'Quelle part du total dépend de {subject} ({figure}), et comment la réduire ?',
    growth: 'Que faut-il pour que {subject} continue de croître à partir de {figure} ?',
    assumption: 'Sur quoi repose {subject} ({figure}), et qu’est-ce qui le changerait ?',
    limit: '« {limit} » : que garantit encore {subject} ?',
    target: 'Que faut-il pour que {subject} passe de {figure} à {plan} ?',
    share: 'Quelle part de {plan} {subject} ({figure}) peut-il encore gagner, et en combien de temps ?',
    contrast: 'Qu’est-ce qui explique l’écart entre {figure} et {plan} sur {subject}, et lequel compte ?',
    cause: '{subject} ({figure}) : qu’est-ce qui l’explique, et qu’est-ce qui le changerait ?',
    recurrence: '{subject} : qu’est-ce qui l’a causé, et cela peut-il se reproduire ?',
    decision: 'Que se passe-t-il si « {subject} » ({figure}) n’est pas approuvé à temps ?',
    spread: '{subject} : qu’est-ce qui distingue {figure} de {plan}, et qu’est-ce qui réduirait l’écart ?',
    evidence:
      '{subject} : {figure} contre {plan} dans le groupe de comparaison. Les deux groupes sont-ils comparables, et l’écart tiendra-t-il à plus grande échelle ?',
    closes:
      '{subject} ({figure} contre {plan}) : {ask} suffiront-ils à combler l’écart, et que coûte l’attente ?',
    causeShare:
      '{subject} ({figure} contre {plan}) : quelle part de l’écart vient de « {cause} », et que resterait-il sans cela ?',
    discussedAsk: '{subject} : que faut-il établir avant d’engager {ask} ?',
    askFor: 'les {amount} pour {ask}',
    targetDriver: '{subject} de {figure} à {plan} : et si {driver} n’est pas atteint ?',
    today: '{figure} aujourd’hui',
    sample: '« {claim} » repose sur {sample} : jusqu’où cela vaut-il au-delà ?',
    pending: 'Si « {line} » se concrétise, que change-t-il pour {subject}, et sinon ?',
    preview: '{subject} : « {line} ». Peut-on s’y fier avant la version finale ?',
    range: 'Pourquoi {figure} pour {subject}, alors que la présentation cite aussi « {range} » ?',
    moved:
      '{subject} : « {line} ». Qu’est-ce qui l’a fait bouger, un changement propre ou celui des autres, et cela tiendra-t-il ?',
    rankReason:
      '{subject} : « {rank} » parce que « {reason} ». Où se placerait-il sur les autres éléments seuls ?',
    openQuestion: 'Comment se réglera {subject} ?',
    openIssue: '{subject} : « {line} ». Qu’est-ce qui le trancherait, et d’ici quand ?',
    restsOn: '{result} repose sur {driver}{from}. Que faut-il pour cela, et si ce n’est pas atteint ?',
    downside: '{result} ({case}) repose sur {drivers}. Lequel pèse le plus ?',
    assumes: '{subject} ({figure}) suppose « {assumption} » : de combien change-t-il sinon ?',
    askOfCash:
      'Que reste-t-il après {measure} ({share} de {other}), pour combien de temps, et en cas de dépassement ?',
    pace: '{subject} : {progress} le {asOf} ; {target} au {due} demande environ {rate} par semaine. Ce rythme tient-il ?',
    risk: '« {risk} » : comment sera-t-il traité, et que coûterait-il s’il survient ?',
    riskMitigated: '« {risk} » : « {mitigation} » suffit-il, et quand cela se verra-t-il ?',
    riskEnds: '« {risk} » : « {mitigation} » suffit-il, et que se passe-t-il après le {date} sinon ?',
    deadline: '{rule} : que se passe-t-il si ce délai n’est pas tenu, et qui le vérifie ?',
    reserveRisk: 'Si « {risk} » se produit, est-ce que {reserve} de {figure} suffit ?',
    eachApplies:
      '{high} ({highFigure}) contre {low} ({lowFigure}) : que coûte {high} de plus que {low}, et quand choisir l’un ou l’autre ?',
    approvalLimits:
      '{subject} ({limits}) : qu’est-ce qui empêche de scinder une demande pour rester sous un seuil ?',
    tradeOff:
      '« {option} » : {measure} {value}, contre {best} pour « {other} ». Comment l’écart sera-t-il couvert ?',
    // A result table's own row against its closest alternative; a before and after's row that moves least, or
    // the one that moves most asked what it was measured on (decision 179).
    ownAdvantage:
      '{own} : {figure} contre {other} pour {rival}. Que coûte cet avantage, et dans quels cas ne tient-il plus ?',
    unevenGain:
      '{weak} : seulement {weakChange}, quand {strong} donne {strongChange}. Qu’est-ce qui le freine ?',
    measuredOn:
      '{row} {change} : mesuré sur quelle charge et quelle configuration, et cela tient-il hors de ce test ?',
    breakEven: '{subject} est de {figure} : à quel prix, volume ou coût atteindrait-il zéro ?',
    // Only when the deck states a plan, budget or target with a figure: else the clause presumes one.
    breakEvenPlan:
      '{subject} est de {figure} : à quel prix, volume ou coût atteindrait-il zéro, et à quelle distance du plan ?',
  },
  // Cue words and abbreviations (cue-words-schema.ts says how each list matches), filled like prose.
  // prettier-ignore
  cues: {
    action: [
      'doit$', 'doivent$', 'devons', 'devrait', 'devraient', 'il faut', 'il faudra', 'nécessaire',
      'nous recommandons', 'recommand', 'prochaine étape', 'prochaines étapes', 'échéance', 'date limite',
      'nous demandons', 'responsable :', 'responsable:', 'à valider', 'approuver', 'décider',
      // An ask in the passive: what the deck seeks from its audience ("Feedback … is actively sought").
      'est sollicité', 'sont sollicité', 'est le bienvenu', 'est la bienvenue', 'sont les bienvenu',
    ],
    imperative: [
      'réaliser', 'mener', 'effectuer',
      'recruter', 'lancer', 'finaliser', 'approuver', 'valider', 'revoir', 'planifier', 'terminer', 'livrer',
      'étendre', 'réduire', 'préparer', 'soumettre', 'signer', 'sécuriser', 'lever', 'construire', 'migrer',
      'déployer', 'mettre en place', 'mettre en œuvre', 'former', 'publier', 'contacter', 'confirmer',
      'décider', 'mettre à jour', 'envoyer', 'démarrer', 'investir', 'ouvrir', 'présenter', 'définir',
      'négocier', 'renouveler', 'nommer', 'allouer', 'auditer', 'évaluer', 'recrute', 'lance', 'finalisez',
      'lancez',
    ],
    imperativeAtEnd: false,
    // Verbs a role's duties open with, beyond the action verbs: said under the heading that names the role.
    dutyVerb: ['coordonner', 'fournir', 'soutenir', 'assister', 'participer', 'maintenir', 'gérer', 'surveiller', 'superviser', 'atténuer', 'faciliter', 'administrer', 'conseiller', 'accompagner', 'piloter', 'animer', 'assurer'],
    actionTitle: [
      // A slide addressed to its audience's role lists what they are to do (decision 120).
      'votre rôle', 'ton rôle', 'ce que vous devez faire',
      'décision', 'prochaine séance', 'travaux dirigés', 'devoirs', 'à rendre', 'prochaines étapes',
      'actions', "plan d'action", 'recommandations', 'recommandation', 'notre demande', 'demande', 'à faire',
      'utilisation des fonds', 'décisions', "appel à l'action",
    ],
    supplementTitle: ['annexe', 'appendice', 'compléments'],
    modal: ['doit$', 'doivent$', 'devrait', 'devraient', 'il faut', 'faudrait', 'pourrait'],
    obligation: [
      'doit$', 'doivent$', 'devrait', 'devraient', 'il faut', 'sera obligatoire', 'est obligatoire',
      'sera exigé', 'sera requis',
    ],
    // A line that only dates the slide's decision opens so ("Decision needed by 4 December 2026").
    deadlineLead: [
      'décision requise', 'décision attendue', 'décision nécessaire', 'décision avant', "décision d'ici",
      'validation avant', 'échéance', 'date limite',
    ],
    // What a thing needs: a line holding only this states a requirement, it asks nothing ("Tight control of the
    // timebase required to avoid this error"); off an action slide it is a fact.
    requirement: [
      'nécessaire', 'requis', 'requise', 'exige$', 'exigent$', 'il faut',
    ],
    // A heading over the lines that tell how ("How to provide feedback.") opens so.
    howTo: [
      'comment', 'où trouver', 'où envoyer',
    ],
    anaphor: ['cela', 'ceci', 'ça', 'il', 'elle', 'ils', 'elles'],
    talk: [
      'cette diapositive', 'cette diapo', 'diapositive suivante', 'la diapositive la plus importante',
      'dans cette présentation', 'dans cet exposé',
    ],
    talkLead: ['si on demande', 'si on vous demande', 'mentionner', 'dire', 'souligner', 'rappeler'],
    housekeeping: ['merci', 'félicitations', 'code promo', 'code de réduction', 'appel à orateurs', 'suivez-nous', 'inscrivez-vous', 'questions ?'],
    questionOpener: ['est-ce', 'comment', 'pourquoi', 'quel', 'quelle', 'quels', 'quelles', 'qui'],
    copula: ['est$', 'sont$', 'était$', 'ont$', 'sera$', 'peut$'],
    bioTitle: [
      'équipe', 'notre équipe', 'à propos de moi', 'qui suis-je', 'intervenant', 'intervenants', 'biographie',
      'fondateurs',
    ],
    summaryTitle: [
      'à retenir', 'message clé', "l'essentiel", 'résumé', 'synthèse', 'conclusion', 'points clés',
      'faits marquants', "vue d'ensemble", 'en bref', 'enseignements',
    ],
    insight: {
      risk: ['risque', 'menace', 'perte', 'retard', 'attrition', 'vulnérab', 'exposition', 'recul', 'glissement'],
      growth: ['croiss', 'hausse', 'augment', 'progress', 'doubl', 'tripl', 'amélior', 'accélér'],
      market: ['marché', 'part de', 'clients', 'utilisateurs', 'segment', 'concurr', 'adoption'],
      money: [
        'marge', "chiffre d'affaires", 'revenu', 'bénéfice', 'coût', 'ebitda', 'trésorerie', 'prix', 'budget',
        'économies', 'ventes', 'dépenses', 'financement', 'rentabilité', 'valorisation',
      ],
      comparison: [
        'par rapport', 'comparé', 'contre', 'vs$', 'que le', 'que la', 'baisse', 'diminu', 'objectif',
        'prévision',
      ],
    },
    questions: {
      risk: 'Quels risques pour {topic}, et qui est chargé de les maîtriser ?',
      growth: "Qu'est-ce qui explique {topic}, et est-ce durable ?",
      market: 'Quelle part de {topic} peut-on réellement gagner, et en combien de temps ?',
      money: "Sur quelles hypothèses repose {topic}, et qu'est-ce qui le changerait ?",
      general: "Quels éléments étayent {topic}, et qu'est-ce qui changerait le plan ?",
    },
    boilerplate: [
      'copyright', 'droits réservés', 'tous droits réservés', 'sous licence', 'sous la licence',
      'mis à disposition selon', 'creative commons', 'cc by', 'confidentiel', 'usage interne',
      'ne pas diffuser',
      'politique antitrust', 'politique de concurrence', 'avis antitrust', 'antitrust policy', 'avertissement juridique', 'avis juridique', 'mentions légales', 'clause de non-responsabilité', 'déclarations prospectives', 'marques déposées', 'sans garantie',
    ],
    footnoteLabel: ['note', 'nota', 'remarque', 'n.b.', 'nb'],
    frameTitle: [
      'agenda', 'ordre du jour', 'sommaire', 'table des matières', 'plan', 'introduction', 'questions',
      'questions et réponses', 'questions/réponses', 'merci', 'merci de votre attention', 'bienvenue',
      'annexe', 'annexes', 'références', 'mentions légales',
    ],
    chart: {
      extremes: 'maximum pour {high} ({highValue}) et minimum pour {low} ({lowValue})',
      fromTo: 'de {first} ({firstLabel}) à {last} ({lastLabel})',
      againstPlan: '{category} : {actual} pour un objectif de {plan}',
    },
    sectionLabel: [
      'description du projet', 'description', 'méthodologie', 'méthode', 'méthodes',
      'problèmes de conception', 'conception', 'contexte', 'résumé', 'introduction', 'objectifs', 'objectif',
      'périmètre', 'approche', 'résultats', 'discussion', 'conclusion', 'conclusions', 'références',
      'finalité', 'buts', 'livrables', 'calendrier', 'évaluation', 'grille', 'exigences', 'limites',
      'constats', 'critères', 'annexe', 'total',
    ],
    labels: {
      notes: 'Notes',
      noText: 'Cette diapositive ne contient pas de texte.',
      titleOnly: 'Titre seul.',
      code: 'Exemple de code.',
      noTextPages: 'Ces pages ne contiennent pas de texte.',
      picture: 'Image',
      pictureOnly: 'Une image ou un schéma, sans texte.',
      chartOnly: 'Un graphique sans étiquettes de texte.',
      diagramOnly: 'Un schéma sans texte.',
      drawing: 'Un graphique ou schéma annoté',
    },
  },
  // prettier-ignore
  abbreviations: [
    'p. ex', 'p.ex', 'ex', 'mm', 'mme', 'mmes', 'mlle', 'dr', 'pr', 'etc', 'env', 'cf', 'n°', 'no', 'p', 'pp',
    'vs', 'janv', 'févr', 'avr', 'juil', 'sept', 'oct', 'nov', 'déc', 'md', 'mds', 'mio', 'min', 'max', 'st',
    'ste', 'av', 'bd',
    // Rules' and statutes' references (decision 205).
    'art', 'al', 'arts', 'chap', 'éd',
  ],
  // The language writes no ordinal as a number with a full stop: none (decision 205).
  ordinalLeads: [],
}
