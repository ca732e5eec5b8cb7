import type { DocumentType, Language } from '../../src/shared'
import { composeDeck, type DeckSetting } from './compose-deck'

/** How a slide lays out its content; the generator draws each as a real deck would. */
export type Block =
  | { kind: 'bullets'; items: string[] }
  /** Stat cards: a value in large type with its label in a separate box, the layout that parts a figure from its meaning. */
  | { kind: 'cards'; cards: [value: string, label: string][] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'paragraph'; text: string }
  /** Chart data labels: a row of values drawn above a row of category labels, each in its own box. */
  | { kind: 'chart'; values: string[]; labels: string[] }
  /** The master's footer line at the bottom of the slide. */
  | { kind: 'footer'; text: string }

export interface EvalSlide {
  title: string
  blocks: Block[]
  notes?: string
}

/** A planted fact is found when one line of the summary holds every one of its parts (a figure with what it measures). */
export interface PlantedFact {
  parts: string[]
}

export interface EvalDeck {
  name: string
  language: Language
  format: 'pptx' | 'pdf'
  documentType: DocumentType
  slides: EvalSlide[]
  facts: PlantedFact[]
  actions: PlantedFact[]
}

const fact = (...parts: string[]): PlantedFact => ({ parts })

const CORE_DECKS: EvalDeck[] = [
  {
    name: 'en-pitch-deck',
    language: 'en',
    format: 'pptx',
    documentType: 'presentation',
    slides: [
      {
        title: 'Nordlys Robotics',
        blocks: [{ kind: 'paragraph', text: 'Autonomous inspection robots for offshore wind farms' }],
        notes: 'Founded in 2021 in Bergen by Ingrid Dahl and Tom Reyes.',
      },
      {
        title: 'The problem',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Turbine inspections are manual, slow and dangerous',
              'Technicians climb every blade by rope',
              'Weather cancels a large share of planned inspection days',
              'Operators lack data to plan maintenance',
            ],
          },
        ],
      },
      {
        title: 'Our solution',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'A crawler robot that inspects a blade without a technician on the rope',
              'Computer vision flags cracks and erosion automatically',
              'Reports land in the operator dashboard the same day',
            ],
          },
        ],
        notes: 'The robot works in winds that stop human crews, which is where most of the value comes from.',
      },
      {
        title: 'Traction',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['$4.2M', 'Annual recurring revenue'],
              ['38%', 'Gross margin'],
              ['27', 'Paying operators'],
            ],
          },
        ],
        notes: 'Revenue tripled over the last year, mostly from renewals.',
      },
      {
        title: 'Market',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Total addressable market of $38 billion by 2030',
              'Offshore capacity grows 21% a year in Europe',
              'Competitors still rely on drones that cannot touch the blade',
            ],
          },
        ],
      },
      {
        title: 'Revenue by segment',
        blocks: [
          {
            kind: 'chart',
            values: ['61%', '24%', '15%'],
            labels: ['Offshore wind', 'Onshore wind', 'Hydro dams'],
          },
        ],
      },
      {
        title: 'Business model',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Plan', 'Price per turbine', 'Contract'],
              ['Inspect', '$1,900', '1 year'],
              ['Inspect + Repair', '$4,800', '3 years'],
            ],
          },
        ],
      },
      {
        title: 'Team',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Ingrid Dahl, CEO, former head of operations at Equinor Wind',
              'Tom Reyes, CTO, robotics lead at ETH Zurich',
              'A team of 23 engineers in Bergen and Zurich',
            ],
          },
        ],
      },
      {
        title: 'Financials',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Monthly burn of $310,000',
              'Runway of 14 months at current spend',
              'Break-even expected in Q4 2026',
            ],
          },
        ],
      },
      {
        title: 'The ask',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Raising a $12M Series A to scale manufacturing',
              'Close the round by 30 June 2025',
              'Hire 15 field engineers for the North Sea',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('4.2', 'recurring revenue'),
      fact('38%', 'margin'),
      fact('27', 'operators'),
      fact('38 billion'),
      fact('21%', 'capacity'),
      fact('1,900', 'Inspect'),
      fact('61%', 'Offshore wind'),
      fact('Ingrid Dahl', 'CEO'),
      fact('310,000', 'burn'),
      fact('14 months', 'Runway'),
      fact('12M', 'Series A'),
    ],
    actions: [fact('Close the round', '30 June 2025'), fact('Hire 15 field engineers')],
  },
  {
    name: 'es-revision-trimestral',
    language: 'es',
    format: 'pdf',
    documentType: 'presentation',
    slides: [
      {
        title: 'Revisión del tercer trimestre 2024',
        blocks: [{ kind: 'paragraph', text: 'Grupo Alameda, comité de dirección, 15 de octubre de 2024' }],
      },
      {
        title: 'Resumen del trimestre',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Las ventas crecieron un 12 % frente al mismo trimestre del año anterior',
              'El margen bruto mejoró gracias a la nueva planta de Zaragoza',
              'La demanda en Portugal sigue siendo débil',
            ],
          },
        ],
      },
      {
        title: 'Cifras clave',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['18,4 M€', 'Ventas del trimestre'],
              ['41 %', 'Margen bruto'],
              ['1.250', 'Clientes activos'],
            ],
          },
        ],
      },
      {
        title: 'Ventas por región',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Región', 'Ventas', 'Variación'],
              ['España', '11,2 M€', '+15 %'],
              ['Portugal', '2,9 M€', '-4 %'],
              ['México', '4,3 M€', '+22 %'],
            ],
          },
        ],
      },
      {
        title: 'Operaciones',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'La planta de Zaragoza alcanzó el 92 % de ocupación',
              'El plazo medio de entrega bajó a 6 días',
              'Se incorporaron 40 personas al equipo de logística',
            ],
          },
        ],
        notes:
          'La directora de operaciones, Lucía Herrera, presentará el plan de la segunda planta en noviembre.',
      },
      {
        title: 'Riesgos',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'El coste de la energía subió un 9 % en el trimestre',
              'Riesgo de retraso en la certificación de la línea de envases',
              'Dependencia de dos proveedores de resina',
            ],
          },
        ],
      },
      {
        title: 'Próximos pasos',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Aprobar la inversión de 3,5 M€ en la segunda planta antes del 30 de noviembre',
              'Renegociar el contrato de energía para 2025',
              'Lanzar la tienda online en Portugal en el primer trimestre',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('12 %', 'ventas'),
      fact('18,4', 'Ventas del trimestre'),
      fact('41 %', 'Margen'),
      fact('1.250', 'Clientes'),
      fact('España', '11,2'),
      fact('México', '22'),
      fact('92 %', 'ocupación'),
      fact('6 días'),
      fact('9 %', 'energía'),
      fact('Lucía Herrera'),
    ],
    actions: [fact('3,5 M€', 'segunda planta'), fact('Renegociar el contrato de energía')],
  },
  {
    name: 'de-vorstandsbericht',
    language: 'de',
    format: 'pptx',
    documentType: 'presentation',
    slides: [
      {
        title: 'Bericht an den Aufsichtsrat',
        blocks: [{ kind: 'paragraph', text: 'Hansewerk Logistik AG, Sitzung vom 12. März 2025' }],
      },
      {
        title: 'Das Jahr im Überblick',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Der Umsatz stieg auf 27,5 Mio. Euro',
              'Die EBITDA-Marge lag bei 14 Prozent',
              'Zwei neue Standorte in Leipzig und Bremen eröffnet',
            ],
          },
        ],
        notes: 'Finanzvorständin Katrin Vogel erläutert die Zahlen im Detail.',
      },
      {
        title: 'Kennzahlen',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['1.840', 'Mitarbeitende'],
              ['96,3 %', 'Pünktlichkeit'],
              ['312', 'Lkw im Einsatz'],
            ],
          },
        ],
      },
      {
        title: 'Segmente',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Segment', 'Umsatz', 'Marge'],
              ['Kontraktlogistik', '16,1 Mio. €', '17 %'],
              ['Transport', '11,4 Mio. €', '9 %'],
            ],
          },
        ],
      },
      {
        title: 'Risiken',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Fahrermangel verzögert das Wachstum im Transport',
              'Die Dieselkosten stiegen um 11 Prozent',
              'Ein Großkunde kündigte den Vertrag zum Jahresende',
            ],
          },
        ],
      },
      {
        title: 'Strategie 2026',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Ausbau der Elektroflotte auf 60 Fahrzeuge',
              'Digitale Buchungsplattform für Mittelständler',
              'Partnerschaft mit der Deutschen Bahn im Kombiverkehr',
            ],
          },
        ],
      },
      {
        title: 'Nächste Schritte',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Der Aufsichtsrat muss das Investitionsbudget von 8 Mio. Euro bis zum 30. April freigeben',
              'Ausschreibung für 40 Elektro-Lkw starten',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('27,5 Mio', 'Umsatz'),
      fact('14 Prozent', 'EBITDA'),
      fact('1.840', 'Mitarbeitende'),
      fact('96,3', 'Pünktlichkeit'),
      fact('Kontraktlogistik', '16,1'),
      fact('11 Prozent', 'Diesel'),
      fact('60 Fahrzeuge'),
      fact('Katrin Vogel'),
    ],
    actions: [fact('8 Mio', '30. April'), fact('40 Elektro-Lkw')],
  },
  {
    name: 'fr-synthese-recherche',
    language: 'fr',
    format: 'pdf',
    documentType: 'document',
    slides: [
      {
        title: '1 Introduction',
        blocks: [
          {
            kind: 'paragraph',
            text: "Cette étude évalue l'effet des pompes à chaleur sur la consommation des logements collectifs. L'équipe du laboratoire Énergie Lyon, dirigée par Claire Martin, a suivi 420 logements pendant deux hivers. Les mesures ont été relevées toutes les heures par des compteurs connectés.",
          },
        ],
      },
      {
        title: '',
        blocks: [
          {
            kind: 'paragraph',
            text: "Les logements étaient répartis entre trois quartiers de Villeurbanne. Les occupants ont répondu à un questionnaire au début et à la fin de chaque hiver. Aucun logement n'a changé de locataire pendant l'étude.",
          },
        ],
      },
      {
        title: '2 Méthode',
        blocks: [
          {
            kind: 'paragraph',
            text: "Nous comparons 210 logements équipés à 210 logements témoins de même surface. La consommation est corrigée des degrés-jours. Les données manquantes, soit 3 % des relevés, ont été exclues de l'analyse.",
          },
        ],
      },
      {
        title: '3 Résultats',
        blocks: [
          {
            kind: 'paragraph',
            text: "La consommation d'énergie a baissé de 37 % dans les logements équipés par rapport aux logements témoins. La facture moyenne a diminué de 412 euros par an. Le confort ressenti est resté stable selon les questionnaires.",
          },
          {
            kind: 'table',
            rows: [
              ['Indicateur', 'Équipés', 'Témoins'],
              ['kWh par m²', '96', '152'],
              ['Émissions kg CO2 par m²', '8', '21'],
            ],
          },
        ],
      },
      {
        title: '',
        blocks: [
          {
            kind: 'paragraph',
            text: "Les gains sont plus faibles dans les bâtiments construits avant 1975, où l'isolation limite le rendement des pompes. Le temps de retour sur investissement est estimé à 9 ans.",
          },
        ],
      },
      {
        title: '4 Recommandations',
        blocks: [
          {
            kind: 'paragraph',
            text: "Nous recommandons d'isoler les bâtiments anciens avant d'installer des pompes à chaleur. Les bailleurs doivent prévoir un suivi des consommations pendant au moins deux ans. Une seconde campagne de mesures est prévue à l'hiver 2026.",
          },
        ],
      },
    ],
    facts: [
      fact('420 logements'),
      fact('Claire Martin'),
      fact('37 %', 'consommation'),
      fact('412 euros'),
      fact('96', 'kWh'),
      fact('1975'),
      fact('9 ans'),
    ],
    actions: [fact('isoler les bâtiments anciens'), fact('suivi des consommations')],
  },
  {
    name: 'pt-revisao-trimestral',
    language: 'pt',
    format: 'pptx',
    documentType: 'presentation',
    slides: [
      {
        title: 'Resultados do segundo trimestre',
        blocks: [{ kind: 'paragraph', text: 'Verde Café Ltda., reunião de diretoria, julho de 2025' }],
      },
      {
        title: 'Destaques',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'A receita cresceu 18 % em relação ao segundo trimestre de 2024',
              'Abrimos 6 novas lojas em Belo Horizonte',
              'O aplicativo de fidelidade passou de meio milhão de downloads',
            ],
          },
        ],
        notes: 'O diretor financeiro, Rafael Souza, confirmou os números com a auditoria.',
      },
      {
        title: 'Indicadores',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['R$ 9,6 milhões', 'Receita do trimestre'],
              ['23 %', 'Margem operacional'],
              ['84', 'Lojas próprias'],
            ],
          },
        ],
      },
      {
        title: 'Receita por canal',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Canal', 'Receita', 'Participação'],
              ['Lojas', 'R$ 6,1 milhões', '64 %'],
              ['Aplicativo', 'R$ 2,2 milhões', '23 %'],
              ['Atacado', 'R$ 1,3 milhão', '13 %'],
            ],
          },
        ],
      },
      {
        title: 'Riscos',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'O preço do café arábica subiu 31 % no semestre',
              'A rotatividade de baristas chegou a 45 % ao ano',
            ],
          },
        ],
      },
      {
        title: 'Próximos passos',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Fechar o contrato de hedge de café até 15 de agosto',
              'Contratar um gerente regional para o Rio de Janeiro',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('18 %', 'receita'),
      fact('6 novas lojas'),
      fact('9,6', 'Receita'),
      fact('23 %', 'Margem'),
      fact('84', 'Lojas'),
      fact('Aplicativo', '2,2'),
      fact('31 %', 'café'),
      fact('45 %', 'rotatividade'),
      fact('Rafael Souza'),
    ],
    actions: [fact('hedge', '15 de agosto'), fact('gerente regional')],
  },
  {
    name: 'nb-styreoppdatering',
    language: 'nb',
    format: 'pdf',
    documentType: 'presentation',
    slides: [
      {
        title: 'Styreoppdatering',
        blocks: [{ kind: 'paragraph', text: 'Fjordkraft Lading AS, styremøte 4. februar 2025' }],
      },
      {
        title: 'Hovedpunkter',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Omsetningen økte med 46 prosent fra i fjor',
              'Vi passerte 3 000 ladepunkter i drift',
              'Kundetilfredsheten er den høyeste i bransjen',
            ],
          },
        ],
        notes: 'Daglig leder Marte Berg presenterer tallene.',
      },
      {
        title: 'Nøkkeltall',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['212 MNOK', 'Omsetning 2024'],
              ['8,5 %', 'Driftsmargin'],
              ['97,8 %', 'Oppetid'],
            ],
          },
        ],
      },
      {
        title: 'Marked',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Elbilandelen av nybilsalget var 89 prosent i 2024',
              'Konkurransen fra utenlandske aktører øker',
              'Markedsandelen vår i Vestland er 31 prosent',
            ],
          },
        ],
      },
      {
        title: 'Risiko',
        blocks: [
          {
            kind: 'bullets',
            items: ['Nettleien kan øke med 20 prosent fra 2026', 'Forsinkelser i leveranser av hurtigladere'],
          },
        ],
      },
      {
        title: 'Neste steg',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Styret må godkjenne investeringen på 45 MNOK innen 1. mars',
              'Forhandle ny avtale med netteier i Bergen',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('46 prosent', 'Omsetningen'),
      fact('3 000', 'ladepunkter'),
      fact('212 MNOK', 'Omsetning'),
      fact('8,5', 'Driftsmargin'),
      fact('97,8', 'Oppetid'),
      fact('89 prosent'),
      fact('31 prosent', 'Markedsandelen'),
      fact('20 prosent', 'Nettleien'),
      fact('Marte Berg'),
    ],
    actions: [fact('45 MNOK', '1. mars'), fact('Forhandle ny avtale')],
  },
  {
    name: 'it-piano-industriale',
    language: 'it',
    format: 'pptx',
    documentType: 'presentation',
    slides: [
      {
        title: 'Piano industriale 2025-2027',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Officine Brera S.p.A., consiglio di amministrazione del 9 aprile 2025',
          },
        ],
      },
      {
        title: 'Sintesi',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Il fatturato del 2024 è cresciuto del 14 % grazie all’export',
              'Il nuovo stabilimento di Brescia entra in funzione a settembre',
              'La quota dei ricambi sul fatturato resta stabile',
            ],
          },
        ],
      },
      {
        title: 'Numeri chiave',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['64,3 M€', 'Fatturato 2024'],
              ['11,8 %', 'Margine EBITDA'],
              ['412', 'Dipendenti'],
            ],
          },
        ],
      },
      {
        title: 'Fatturato per area',
        blocks: [
          {
            kind: 'chart',
            values: ['48 %', '31 %', '21 %'],
            labels: ['Italia', 'Europa', 'Americhe'],
          },
        ],
        notes: 'Le Americhe sono l’area che cresce più in fretta, soprattutto il Messico.',
      },
      {
        title: 'Linee di prodotto',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Linea', 'Fatturato', 'Margine'],
              ['Valvole industriali', '38,2 M€', '13 %'],
              ['Ricambi', '17,6 M€', '22 %'],
            ],
          },
        ],
      },
      {
        title: 'Rischi',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Il prezzo dell’acciaio è salito del 17 % in un anno',
              'Ritardi nelle consegne dei fornitori di fusioni',
            ],
          },
        ],
      },
      {
        title: 'Investimenti',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Investimento di 9,5 M€ nello stabilimento di Brescia',
              'Responsabile del progetto: Giulia Ferrari, direttrice tecnica',
            ],
          },
        ],
      },
      {
        title: 'Prossimi passi',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Approvare il budget di 2,1 M€ per la digitalizzazione entro il 30 giugno',
              'Avviare la selezione di 25 tecnici per Brescia',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('14 %', 'fatturato'),
      fact('64,3', 'Fatturato'),
      fact('11,8', 'EBITDA'),
      fact('412', 'Dipendenti'),
      fact('48 %', 'Italia'),
      fact('21 %', 'Americhe'),
      fact('Ricambi', '17,6'),
      fact('17 %', 'acciaio'),
      fact('9,5', 'Brescia'),
      fact('Giulia Ferrari'),
    ],
    actions: [fact('2,1 M€', '30 giugno'), fact('25 tecnici')],
  },
  {
    name: 'nl-kwartaalupdate',
    language: 'nl',
    format: 'pdf',
    documentType: 'presentation',
    slides: [
      {
        title: 'Kwartaalupdate Q2 2025',
        blocks: [
          { kind: 'paragraph', text: 'Van Dijk Mobiliteit B.V., raad van commissarissen, 18 juli 2025' },
        ],
      },
      {
        title: 'Samenvatting',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'De omzet steeg met 9 procent ten opzichte van vorig jaar',
              'Het aantal deelfietsen in Utrecht is verdubbeld',
              'De klanttevredenheid bleef op hetzelfde niveau',
            ],
          },
        ],
      },
      {
        title: 'Kerncijfers',
        blocks: [
          {
            kind: 'cards',
            cards: [
              ['€ 12,7 mln', 'Omzet Q2'],
              ['5.600', 'Deelfietsen'],
              ['7,9', 'Klantscore'],
            ],
          },
        ],
      },
      {
        title: 'Ritten per stad',
        blocks: [
          {
            kind: 'chart',
            values: ['410.000', '265.000', '120.000'],
            labels: ['Amsterdam', 'Utrecht', 'Eindhoven'],
          },
        ],
      },
      {
        title: 'Kosten',
        blocks: [
          {
            kind: 'table',
            rows: [
              ['Post', 'Q2 2025', 'Verschil'],
              ['Onderhoud', '€ 2,3 mln', '+12 %'],
              ['Personeel', '€ 4,1 mln', '+3 %'],
            ],
          },
        ],
        notes: 'De onderhoudskosten stijgen door vandalisme in de binnenstad.',
      },
      {
        title: 'Risico’s',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'De gemeente Rotterdam stelt een vergunningsplafond in',
              'Diefstal kostte dit kwartaal 340 fietsen',
            ],
          },
        ],
      },
      {
        title: 'Organisatie',
        blocks: [
          {
            kind: 'bullets',
            items: ['Sanne de Vries is benoemd tot financieel directeur', 'Het team telt nu 86 medewerkers'],
          },
        ],
      },
      {
        title: 'Volgende stappen',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'De vergunning voor Rotterdam uiterlijk 1 oktober aanvragen',
              'Een tweede werkplaats openen in Utrecht',
            ],
          },
        ],
      },
    ],
    facts: [
      fact('9 procent', 'omzet'),
      fact('12,7', 'Omzet'),
      fact('5.600', 'Deelfietsen'),
      fact('7,9', 'Klantscore'),
      fact('410.000', 'Amsterdam'),
      fact('Onderhoud', '2,3'),
      fact('340 fietsen'),
      fact('Sanne de Vries'),
      fact('86 medewerkers'),
    ],
    actions: [fact('Rotterdam', '1 oktober'), fact('tweede werkplaats')],
  },
]

const SETTINGS: Record<string, DeckSetting> = {
  'en-pitch-deck': {
    company: 'Nordlys Robotics',
    team: [
      ['Sara Lind', 'VP Sales'],
      ['Jonas Berg', 'Head of Field Operations'],
      ['Amelia Hart', 'CFO'],
    ],
    locations: [
      'Bergen',
      'Zurich',
      'Aberdeen',
      'Esbjerg',
      'Hamburg',
      'Rotterdam',
      'Stavanger',
      'Gdansk',
      'Boston',
      'Taipei',
    ],
  },
  'es-revision-trimestral': {
    company: 'Grupo Alameda',
    team: [
      ['Javier Ortega', 'director financiero'],
      ['Marta Ruiz', 'directora comercial'],
      ['Pablo Serrano', 'director de personas'],
    ],
    locations: [
      'Zaragoza',
      'Valencia',
      'Sevilla',
      'Bilbao',
      'Oporto',
      'Monterrey',
      'Lisboa',
      'Málaga',
      'Murcia',
      'Vigo',
    ],
  },
  'de-vorstandsbericht': {
    company: 'Hansewerk Logistik AG',
    team: [
      ['Stefan Brandt', 'Vorstand Finanzen'],
      ['Julia Kern', 'Leiterin Vertrieb'],
      ['Tobias Wendt', 'Leiter IT'],
    ],
    locations: [
      'Hamburg',
      'Bremen',
      'Hannover',
      'Kiel',
      'Rostock',
      'Lübeck',
      'Leipzig',
      'Dortmund',
      'Köln',
      'Danzig',
    ],
  },
  'fr-synthese-recherche': {
    company: 'Institut Habitat Durable',
    team: [
      ['Luc Bernard', 'économiste'],
      ['Nadia Haddad', 'ingénieure thermicienne'],
      ['Paul Girard', 'sociologue'],
    ],
    locations: [
      'Lyon',
      'Grenoble',
      'Villeurbanne',
      'Vénissieux',
      'Bron',
      'Vaulx-en-Velin',
      'Saint-Priest',
      'Oullins',
      'Givors',
      'Rillieux',
    ],
  },
  'pt-revisao-trimestral': {
    company: 'Verde Café Ltda.',
    team: [
      ['Ana Costa', 'diretora financeira'],
      ['Bruno Lima', 'diretor de expansão'],
      ['Carla Mendes', 'diretora de marketing'],
    ],
    locations: [
      'Curitiba',
      'Campinas',
      'Recife',
      'Salvador',
      'Fortaleza',
      'Goiânia',
      'Belém',
      'Manaus',
      'Natal',
      'Vitória',
    ],
  },
  'nb-styreoppdatering': {
    company: 'Fjordkraft Lading AS',
    team: [
      ['Henrik Solberg', 'finansdirektør'],
      ['Ingrid Moe', 'salgsdirektør'],
      ['Ola Nilsen', 'teknisk direktør'],
    ],
    locations: [
      'Bergen',
      'Trondheim',
      'Stavanger',
      'Tromsø',
      'Drammen',
      'Kristiansand',
      'Ålesund',
      'Bodø',
      'Hamar',
      'Molde',
    ],
  },
  'it-piano-industriale': {
    company: 'Officine Brera S.p.A.',
    team: [
      ['Marco Colombo', 'amministratore delegato'],
      ['Elena Ricci', 'direttrice finanziaria'],
      ['Luca Greco', 'direttore commerciale'],
    ],
    locations: [
      'Brescia',
      'Bergamo',
      'Torino',
      'Verona',
      'Padova',
      'Bologna',
      'Monterrey',
      'Lione',
      'Stoccarda',
      'Varsavia',
    ],
  },
  'nl-kwartaalupdate': {
    company: 'Van Dijk Mobiliteit B.V.',
    team: [
      ['Pieter Bakker', 'algemeen directeur'],
      ['Lotte Jansen', 'operationeel directeur'],
      ['Daan Visser', 'hoofd techniek'],
    ],
    locations: [
      'Amsterdam',
      'Utrecht',
      'Eindhoven',
      'Rotterdam',
      'Den Haag',
      'Groningen',
      'Leiden',
      'Haarlem',
      'Arnhem',
      'Tilburg',
    ],
  },
}

/** The evaluation decks: each core of planted content inside a realistic deck of its language. */
export const EVAL_DECKS: EvalDeck[] = CORE_DECKS.map((core) => composeDeck(core, SETTINGS[core.name]!))

/** The deck as ingest would ideally read it: the reference text when the real ingest is not at hand. */
export function plantedText(slide: EvalSlide): string {
  return slide.blocks
    .map((block) => {
      switch (block.kind) {
        case 'bullets':
          return block.items.map((item) => `- ${item}`).join('\n')
        case 'cards':
          return block.cards.map(([value, label]) => `${value}\n${label}`).join('\n')
        case 'table':
          return block.rows.map((row) => row.join(' | ')).join('\n')
        case 'paragraph':
        case 'footer':
          return block.text
        case 'chart':
          return [...block.values, ...block.labels].join('\n')
      }
    })
    .join('\n')
}
