/** Text as search and slugs compare it. */

/** Lower case without accents: "Sarlat-la-Canéda" -> "sarlat la caneda", "Straße" -> "strasse". */
export function foldText(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}
