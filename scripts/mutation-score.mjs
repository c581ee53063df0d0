// After `npm run test:mutation`: the mutation score per folder and the files with the most
// surviving mutants, from Stryker's reports/mutation/mutation.json.
//   node scripts/mutation-score.mjs                 one summary line, then the top files
//   node scripts/mutation-score.mjs --survivors X   also every surviving mutant in files matching X
//
// Score as Stryker counts it: detected (killed, timed out) / (detected + survived + no coverage);
// mutants that did not compile, crashed the runtime, or are ignored do not count.
import { existsSync, readFileSync } from 'node:fs'

const REPORT = 'reports/mutation/mutation.json'
const FOLDERS = ['app/lib', 'twenty', 'market-config']
const TOP = 10

if (!existsSync(REPORT)) {
  console.error(`mutation score: ${REPORT} is missing; run npm run test:mutation first`)
  process.exit(1)
}
/** @type {{ files: Record<string, { mutants: { status: string, mutatorName: string, replacement?: string, location: { start: { line: number, column: number } } }[] }> }} */
const report = JSON.parse(readFileSync(REPORT, 'utf8'))

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** @param {string[]} files */
function tally(files) {
  let detected = 0
  let survived = 0
  let noCoverage = 0
  for (const file of files) {
    for (const m of report.files[file]?.mutants ?? []) {
      if (DETECTED.has(m.status)) detected++
      else if (m.status === 'Survived') survived++
      else if (m.status === 'NoCoverage') noCoverage++
    }
  }
  const valid = detected + survived + noCoverage
  return { detected, survived, noCoverage, valid, score: valid ? (100 * detected) / valid : NaN }
}

const pct = (/** @type {number} */ n) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)}%`)
const files = Object.keys(report.files).sort()
const inFolder = (/** @type {string} */ folder) => files.filter((f) => f.startsWith(`${folder}/`))

const parts = FOLDERS.map((folder) => `${folder}: ${pct(tally(inFolder(folder)).score)}`)
const all = tally(files)
console.log(
  `mutation score ${parts.join(', ')} (all: ${pct(all.score)}, ${all.detected} of ${all.valid} mutants detected)`,
)

const ranked = files
  .map((file) => ({ file, ...tally([file]) }))
  .filter((t) => t.survived + t.noCoverage > 0)
  .sort((a, b) => b.survived + b.noCoverage - (a.survived + a.noCoverage) || a.file.localeCompare(b.file))
if (ranked.length) {
  console.log(`files with the most undetected mutants (survived + no coverage):`)
  for (const t of ranked.slice(0, TOP)) {
    console.log(`  ${t.file}: ${t.survived} survived, ${t.noCoverage} no coverage, score ${pct(t.score)}`)
  }
}

const at = process.argv.indexOf('--survivors')
if (at !== -1) {
  const match = process.argv[at + 1] ?? ''
  for (const file of files.filter((f) => f.includes(match))) {
    const mutants = (report.files[file]?.mutants ?? []).filter((m) => UNDETECTED.has(m.status))
    if (!mutants.length) continue
    console.log(`\n${file}`)
    mutants.sort((a, b) => a.location.start.line - b.location.start.line)
    for (const m of mutants) {
      const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)
      console.log(`  ${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${replacement}`)
    }
  }
}
