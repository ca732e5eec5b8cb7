/**
 * Names an authoring tool gives a picture by itself, in the eight languages the product reads and a few more
 * PowerPoint writes ("Picture 3", "Grafik 2", "Imagen 1"): they say nothing about what the picture shows.
 */
const DEFAULT_NAME =
  /^(?:picture|image|graphic|photo|figure|chart|diagram|object|content placeholder|bild|grafik|abbildung|foto|imagen|gráfico|imagem|figura|immagine|grafico|afbeelding|bilde|illustration|graphique|espace réservé du contenu|inhaltsplatzhalter|marcador de contenido|tijdelijke aanduiding voor inhoud|plassholder for innhold|segnaposto contenuto)\s*\d*$/iu

/**
 * A file name or path ("daily_usage_200709", "IMG_0042.JPG", "E:\Photos\f0391100 corrected.jpg") is what an
 * exporter wrote, not a description.
 */
const FILE_NAME = /\.(?:png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp)$|^[a-z]:\\|^[^\s]*[_\\/][^\s]*$/iu

/** The caption tools append to a generated description: the words before it are the description. */
const GENERATED_NOTE =
  /\s*(?:description automatically generated|ai-generated content may be incorrect)\.?\s*$/iu

/**
 * The first of an image's alt texts (description, then title) that says what it shows, on one line; undefined
 * when none does. Nothing is made up: a picture without one is recorded without alt text.
 */
export function cleanAltText(...candidates: (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const text = (candidate ?? '').replace(GENERATED_NOTE, '').replace(/\s+/gu, ' ').trim()
    if (text === '' || DEFAULT_NAME.test(text) || FILE_NAME.test(text)) continue
    return text
  }
  return undefined
}
