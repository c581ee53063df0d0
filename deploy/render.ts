/**
 * Renders a kustomization of deploy/ offline (decision 023): the subset of Kustomize these
 * manifests use — `resources` (files and directories), `images` and `patches` (strategic merge:
 * maps merged, `null` removes a key, lists of named items merged by `name` or `mountPath` with
 * `$patch: delete`, other lists replaced). Any other field is refused, so a manifest cannot
 * silently use more than this renders. `kubectl kustomize` gives the same objects (the deploy
 * test compares them where kubectl is installed).
 *
 * `npx tsx deploy/render.ts deploy/overlays/demo` prints the YAML, to pipe into `kubectl apply -f -`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseAllDocuments, stringify } from 'yaml'

export type Manifest = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } }

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'images', 'patches'])

interface Kustomization {
  resources?: string[]
  images?: { name: string; newName?: string; newTag?: string }[]
  patches?: { path: string }[]
}

function readYaml(file: string): Record<string, unknown>[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`)
    return document.toJS() as Record<string, unknown>
  })
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function mergeKey(items: unknown[]): string | undefined {
  if (items.length === 0 || !items.every(isObject)) return undefined
  if (items.every((item) => typeof item.name === 'string')) return 'name'
  if (items.every((item) => typeof item.mountPath === 'string')) return 'mountPath'
  return undefined
}

/** Strategic merge of `patch` into `base` (the subset described above). */
export function strategicMerge(base: unknown, patch: unknown): unknown {
  if (isObject(base) && isObject(patch)) {
    const result = new Map(Object.entries(base))
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) result.delete(key)
      else result.set(key, key in base ? strategicMerge(base[key], value) : strip(value))
    }
    return Object.fromEntries(result)
  }
  if (Array.isArray(base) && Array.isArray(patch)) {
    const key = mergeKey(patch)
    if (!key || mergeKey(base) !== key) return strip(patch)
    // As kustomize orders them: the patch's items first, then the base's others.
    const merged: unknown[] = []
    const touched = new Set<unknown>()
    for (const item of patch as Record<string, unknown>[]) {
      const original = (base as Record<string, unknown>[]).find((each) => each[key] === item[key])
      if (original) touched.add(original[key])
      if (item.$patch === 'delete') continue
      merged.push(original ? strategicMerge(original, item) : strip(item))
    }
    for (const item of base as Record<string, unknown>[]) if (!touched.has(item[key])) merged.push(item)
    return merged
  }
  return strip(patch)
}

/** A patch's own nulls and directives do not reach the output. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !(isObject(item) && item.$patch === 'delete')).map(strip)
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, each]) => each !== null && key !== '$patch')
        .map(([key, each]) => [key, strip(each)]),
    )
  return value
}

const identity = (manifest: Record<string, unknown>) =>
  `${String(manifest.apiVersion).split('/').slice(0, -1).join('/')} ${String(manifest.kind)} ${String((manifest.metadata as { name?: string } | undefined)?.name)}`

function setImages(value: unknown, images: NonNullable<Kustomization['images']>): unknown {
  if (Array.isArray(value)) return value.map((item) => setImages(item, images))
  if (!isObject(value)) return value
  const result: Record<string, unknown> = {}
  for (const [key, each] of Object.entries(value)) {
    if (key === 'image' && typeof each === 'string') {
      const [name, tag] = each.split(':') as [string, string | undefined]
      const image = images.find((candidate) => candidate.name === name)
      result[key] = image ? `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}` : each
    } else result[key] = setImages(each, images)
  }
  return result
}

/** The manifests a kustomization directory renders to, in its resources' order. */
export function renderKustomization(directory: string): Manifest[] {
  const file = ['kustomization.yaml', 'kustomization.yml']
    .map((name) => path.join(directory, name))
    .find((candidate) => existsSync(candidate))
  if (!file) throw new Error(`${directory}: no kustomization.yaml`)
  const kustomization = readYaml(file)[0] as Kustomization & Record<string, unknown>
  for (const field of Object.keys(kustomization))
    if (!SUPPORTED.has(field)) throw new Error(`${file}: "${field}" is not rendered by deploy/render.ts`)

  let manifests: Record<string, unknown>[] = []
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(directory, resource)
    manifests.push(...(statSync(target).isDirectory() ? renderKustomization(target) : readYaml(target)))
  }
  const seen = new Set<string>()
  for (const manifest of manifests) {
    if (seen.has(identity(manifest))) throw new Error(`${directory}: ${identity(manifest)} twice`)
    seen.add(identity(manifest))
  }
  for (const { path: patchPath } of kustomization.patches ?? []) {
    for (const patch of readYaml(path.join(directory, patchPath))) {
      const at = manifests.findIndex((manifest) => identity(manifest) === identity(patch))
      if (at < 0) throw new Error(`${patchPath}: patches ${identity(patch)}, which is not among the resources`)
      manifests[at] = strategicMerge(manifests[at], patch) as Record<string, unknown>
    }
  }
  if (kustomization.images)
    manifests = manifests.map((manifest) => setImages(manifest, kustomization.images!) as Manifest)
  return manifests as Manifest[]
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const directory = process.argv[2] ?? 'deploy/base'
  process.stdout.write(
    renderKustomization(directory)
      .map((manifest) => stringify(manifest))
      .join('---\n'),
  )
}
