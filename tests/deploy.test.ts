/**
 * deploy/ (issue 22, decision 023): the Kustomize base and the demo overlay render offline
 * (deploy/render.ts) and every object validates against the Kubernetes schemas of
 * kubernetes-models (the upstream OpenAPI definitions compiled for ajv), then against what the
 * issue asks of them: probes on /healthz and /readyz, requests and limits, non-root, read-only
 * root filesystem, a preStop delay, CPU autoscaling, a disruption budget, configuration and
 * secrets by reference, and for the demo the embedded API on a PersistentVolume.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { parseEnv } from '~/lib/env.server'
import { renderKustomization, strategicMerge, type Manifest } from '../deploy/render'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The kubernetes-models class of an object's apiVersion and kind (`apps/v1` Deployment, `v1` Service). */
function validate(manifest: Manifest): void {
  const module = require(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >
  const Model = module[manifest.kind]
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`)
  new Model(manifest).validate()
}

// The caller names the shape it reads (a Deployment, an HPA, ...); the schemas validated it already.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const find = <T = Record<string, any>>(manifests: Manifest[], kind: string, name = 'storefront') =>
  manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name) as T & Manifest

type Env = {
  name: string
  value?: string
  valueFrom?: Record<string, { name: string; key: string; optional?: boolean }>
}

/** The environment a pod of these manifests starts with, given the cluster's Secret. */
function podEnvironment(manifests: Manifest[], secret: Record<string, string>): Record<string, string> {
  const container = find(manifests, 'Deployment').spec.template.spec.containers[0]
  const configMap = find(manifests, 'ConfigMap', 'storefront-config').data as Record<string, string>
  const result: Record<string, string> = {}
  for (const env of container.env as Env[]) {
    if (env.value !== undefined) result[env.name] = env.value
    const fromConfig = env.valueFrom?.configMapKeyRef
    const fromSecret = env.valueFrom?.secretKeyRef
    if (fromConfig) {
      expect(fromConfig.name).toBe('storefront-config')
      if (fromConfig.key in configMap) result[env.name] = configMap[fromConfig.key]!
      else expect(fromConfig.optional, `${env.name}: ConfigMap key ${fromConfig.key} is missing`).toBe(true)
    }
    if (fromSecret) {
      expect(fromSecret.name).toBe('storefront-secrets')
      if (fromSecret.key in secret) result[env.name] = secret[fromSecret.key]!
      else expect(fromSecret.optional, `${env.name}: Secret key ${fromSecret.key} is required`).toBe(true)
    }
  }
  return result
}

const overlays = {
  base: 'deploy/base',
  demo: 'deploy/overlays/demo',
} as const

describe.each(Object.entries(overlays))('deploy: %s', (label, directory) => {
  const manifests = renderKustomization(directory)

  it('renders objects that validate against the Kubernetes schemas', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'Service',
        ...(label === 'demo' ? ['PersistentVolumeClaim'] : []),
      ].sort(),
    )
    for (const manifest of manifests) expect(() => validate(manifest), manifest.kind).not.toThrow()
  })

  it('runs as an operator wants it: probes, resources, non-root, read-only, preStop, graceful period', () => {
    const deployment = find(manifests, 'Deployment')
    const pod = deployment.spec.template.spec
    const [container] = pod.containers
    expect(container.livenessProbe.httpGet).toMatchObject({ path: '/healthz', port: 'http' })
    expect(container.readinessProbe.httpGet).toMatchObject({ path: '/readyz', port: 'http' })
    expect(container.ports).toContainEqual(expect.objectContaining({ name: 'http', containerPort: 3000 }))
    for (const kind of ['requests', 'limits']) {
      expect(container.resources[kind].cpu, kind).toBeTruthy()
      expect(container.resources[kind].memory, kind).toBeTruthy()
    }
    expect(pod.securityContext.runAsNonRoot).toBe(true)
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0)
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    })
    expect(container.volumeMounts).toContainEqual(expect.objectContaining({ mountPath: '/tmp' }))
    const preStop = container.lifecycle.preStop.exec.command as string[]
    expect(preStop[0]).toBe('sleep')
    // The grace period covers the preStop delay and the drain (SHUTDOWN_TIMEOUT_MS).
    const env = podEnvironment(manifests, { SESSION_SECRET: 's', REDIS_URL: 'redis://redis:6379' })
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(preStop[1]) * 1000 + Number(env.SHUTDOWN_TIMEOUT_MS),
    )
    // Labels agree: the Service, the budget and the autoscaler find these pods.
    const labels = deployment.spec.template.metadata.labels
    expect(deployment.spec.selector.matchLabels).toEqual(labels)
    expect(labels).toMatchObject(find(manifests, 'Service').spec.selector)
    expect(labels).toMatchObject(find(manifests, 'PodDisruptionBudget').spec.selector.matchLabels)
    const hpa = find(manifests, 'HorizontalPodAutoscaler')
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'storefront' })
    expect(hpa.spec.metrics).toContainEqual(
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    )
    expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas)
    expect(container.image).toMatch(/^[a-z0-9./-]+:[\w.-]+$/)
  })

  it("gives the app an environment it accepts, secrets only by reference to the cluster's Secret", () => {
    const container = find(manifests, 'Deployment').spec.template.spec.containers[0]
    for (const name of ['SESSION_SECRET', 'REDIS_URL', 'SENTRY_DSN'])
      expect((container.env as Env[]).find((env) => env.name === name)?.valueFrom?.secretKeyRef, name).toBeTruthy()
    const env = podEnvironment(manifests, { SESSION_SECRET: 'from-the-cluster', REDIS_URL: 'redis://redis:6379' })
    const parsed = parseEnv(env)
    expect(parsed.NODE_ENV).toBe('production')
    expect(parsed.METRICS_PORT).toBe(9464)
    const ports = find(manifests, 'Deployment').spec.template.spec.containers[0].ports
    expect(ports).toContainEqual(expect.objectContaining({ name: 'metrics', containerPort: parsed.METRICS_PORT }))
    if (label === 'base') {
      expect(parsed.TWENTY_API_URL).toMatch(/^https:\/\//)
      expect(parsed.REDIS_URL).toBe('redis://redis:6379')
      // A Secret without REDIS_URL does not start a base pod: limits would not be shared.
      expect(() => podEnvironment(manifests, { SESSION_SECRET: 's' })).toThrow()
    } else {
      // The demo: the embedded API on the volume, Redis optional.
      expect(parsed.TWENTY_API_URL).toBeUndefined()
      expect(parsed.DATABASE_PATH).toBe('/app/data/twenty.sqlite')
      expect(() => podEnvironment(manifests, { SESSION_SECRET: 's' })).not.toThrow()
    }
  })
})

describe('deploy: the demo overlay', () => {
  const manifests = renderKustomization(overlays.demo)

  it('keeps the embedded API on a PersistentVolume, one pod that is replaced rather than rolled', () => {
    const deployment = find(manifests, 'Deployment')
    const pod = deployment.spec.template.spec
    const claim = find(manifests, 'PersistentVolumeClaim', 'storefront-data')
    expect(claim.spec.accessModes).toEqual(['ReadWriteOnce'])
    const volume = pod.volumes.find((each: any) => each.persistentVolumeClaim)
    expect(volume.persistentVolumeClaim.claimName).toBe('storefront-data')
    expect(pod.containers[0].volumeMounts).toContainEqual({ name: volume.name, mountPath: '/app/data' })
    expect(deployment.spec.replicas).toBe(1)
    expect(deployment.spec.strategy).toEqual({ type: 'Recreate' })
    expect(find(manifests, 'HorizontalPodAutoscaler').spec.maxReplicas).toBe(1)
    // A budget of one pod that allowed no disruption would block every node drain.
    expect(find(manifests, 'PodDisruptionBudget').spec).toMatchObject({ maxUnavailable: 1 })
    expect(find(manifests, 'PodDisruptionBudget').spec.minAvailable).toBeUndefined()
  })
})

describe('deploy: the validator and the renderer', () => {
  it('the schemas refuse what a cluster refuses', () => {
    const deployment = renderKustomization(overlays.demo).find((manifest) => manifest.kind === 'Deployment')!
    const broken = strategicMerge(deployment, {
      spec: { template: { spec: { containers: [{ name: 'storefront', ports: [{ containerPort: 'http' }] }] } } },
    }) as Manifest
    expect(() => validate(broken)).toThrow(/containerPort must be integer/)
    const noSelector = strategicMerge(deployment, { spec: { selector: null } }) as Manifest
    expect(() => validate(noSelector)).toThrow(/selector/)
  })

  it('merges as Kustomize does: named items by name, null removes, $patch: delete drops', () => {
    expect(
      strategicMerge(
        {
          env: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
            { name: 'C', value: '3' },
          ],
          keep: 1,
          drop: 2,
        },
        {
          env: [
            { name: 'C', value: 'x' },
            { name: 'A', $patch: 'delete' },
            { name: 'D', value: '4' },
          ],
          drop: null,
        },
      ),
    ).toEqual({
      env: [
        { name: 'C', value: 'x' },
        { name: 'D', value: '4' },
        { name: 'B', value: '2' },
      ],
      keep: 1,
    })
  })

  it('refuses kustomization fields it does not render', () => {
    expect(() => renderKustomization('tests/fixtures/kustomize-unsupported')).toThrow(/namePrefix/)
  })

  // Where kubectl is installed (developer machines; not needed by CI), its Kustomize must
  // render the same objects as deploy/render.ts.
  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0
  it.runIf(kubectl)('renders what `kubectl kustomize` renders', () => {
    for (const directory of Object.values(overlays)) {
      const output = spawnSync('kubectl', ['kustomize', directory], { encoding: 'utf8' })
      expect(output.status, output.stderr).toBe(0)
      const theirs = parseAllDocuments(output.stdout).map((document) => document.toJS() as Manifest)
      const key = (manifest: Manifest) => `${manifest.kind}/${manifest.metadata.name}`
      const sorted = (list: Manifest[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)))
      expect(sorted(renderKustomization(directory))).toEqual(sorted(theirs))
    }
  })
})

describe('deploy: the container image', () => {
  it('installs the packages with our patches to them: they are in the image before npm install', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const lines = dockerfile.split('\n').map((line) => line.trim())
    const install = lines.findIndex((line) => /^RUN npm (install|ci)\b/.test(line))
    expect(install).toBeGreaterThan(0)
    const copied = lines
      .slice(0, install)
      .filter((line) => line.startsWith('COPY '))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .map((source) => source.replace(/\/$/, ''))
    const patches = readdirSync(path.join(root, 'patches')).filter((file) => file.endsWith('.patch'))
    expect(patches).toContain('react-dom+18.3.1.patch')
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'patches']))
  })
})
