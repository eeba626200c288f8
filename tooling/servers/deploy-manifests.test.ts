/**
 * @jest-environment node
 */
// The deployment as the cluster would get it (issue 20): each kustomize overlay rendered by `kubectl
// kustomize`, then checked against the host server's own defaults (its port, its probes' paths, its
// shutdown grace, the run-time configuration it reads and the file it reads it from), and the
// Dockerfiles checked for what can be checked without Docker: pinned bases, an unprivileged user,
// production dependencies, and the same start command as `npm start`'s host server.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { DEFAULT_PORT, HEALTH_PATH, READY_PATH, SHUTDOWN_GRACE_MS } from '../../host-shell/server/operations';
import { HOST_SERVER_ENTRY, ROOT } from './stack';

type Doc = { kind: string; metadata: { name: string; namespace?: string }; spec?: Record<string, unknown>; data?: Record<string, string> };
type Container = {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  env: { name: string; value: string }[];
  readinessProbe: { httpGet: { path: string; port: string } };
  livenessProbe: { httpGet: { path: string; port: string } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources: { requests: { cpu: string; memory: string }; limits: { memory: string } };
  securityContext: { allowPrivilegeEscalation: boolean; readOnlyRootFilesystem: boolean };
  volumeMounts: { name: string; mountPath: string }[];
};

function render(overlay: string): Doc[] {
  const output = execFileSync('kubectl', ['kustomize', path.join(ROOT, 'deploy/overlays', overlay)], { encoding: 'utf8' });
  return parseAllDocuments(output).map((document) => document.toJSON() as Doc);
}

const one = (docs: Doc[], kind: string): Doc => {
  const found = docs.filter((doc) => doc.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as Doc;
};

/** The server's own configuration file: the keys a deployed one must have too. */
const DEFAULT_CONFIG = JSON.parse(readFileSync(path.join(ROOT, 'host-shell/config/runtime-config.json'), 'utf8')) as RuntimeConfig;

describe.each(['staging', 'production'])('the %s overlay', (overlay) => {
  const docs = render(overlay);
  const deployment = one(docs, 'Deployment');
  const podSpec = (deployment.spec as { template: { spec: Record<string, unknown> } }).template.spec as {
    terminationGracePeriodSeconds: number;
    securityContext: { runAsNonRoot: boolean; runAsUser: number };
    containers: Container[];
    volumes: { name: string; configMap: { name: string } }[];
  };
  const container = podSpec.containers.find((entry) => entry.name === 'host') as Container;
  const env = Object.fromEntries(container.env.map(({ name, value }) => [name, value]));

  it('has the server listen on its own port, named for the probes and the Service', () => {
    expect(container.ports).toEqual([{ name: 'http', containerPort: DEFAULT_PORT }]);
    expect(env.PORT).toBe(String(DEFAULT_PORT));
    const service = one(docs, 'Service').spec as { ports: { port: number; targetPort: string }[] };
    expect(service.ports).toEqual([expect.objectContaining({ port: 80, targetPort: 'http' })]);
  });

  it('probes readiness and liveness on the server’s endpoints', () => {
    expect(container.readinessProbe.httpGet).toEqual({ path: READY_PATH, port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: HEALTH_PATH, port: 'http' });
  });

  it('gives the server its shutdown grace and more before the pod is killed', () => {
    const grace = Number(env.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS);
    const preStop = (container.lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    expect(podSpec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(grace + preStop);
  });

  it('asks for resources, runs unprivileged and reads nothing it may write', () => {
    expect(container.resources.requests.cpu).toBeTruthy();
    expect(container.resources.requests.memory).toBeTruthy();
    expect(container.resources.limits.memory).toBeTruthy();
    expect(podSpec.securityContext.runAsNonRoot).toBe(true);
    expect(podSpec.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
    expect(env.NODE_ENV).toBe('production');
  });

  it('listens beyond loopback, where the probes and the Service reach the pod (the server defaults to 127.0.0.1)', () => {
    expect(env.HOST).toBe('0.0.0.0');
  });

  it('mounts the run-time configuration ConfigMap where RUNTIME_CONFIG points, with the server’s keys', () => {
    const configMap = one(docs, 'ConfigMap');
    const file = path.posix.basename(env.RUNTIME_CONFIG ?? '');
    const mount = container.volumeMounts.find((entry) => entry.mountPath === path.posix.dirname(env.RUNTIME_CONFIG ?? ''));
    const volume = podSpec.volumes.find((entry) => entry.name === mount?.name);
    expect(volume?.configMap.name).toBe(configMap.metadata.name);
    const config = JSON.parse(configMap.data?.[file] ?? 'null') as RuntimeConfig;
    expect(Object.keys(config).sort()).toEqual(Object.keys(DEFAULT_CONFIG).sort());
    for (const remote of ['retail', 'grocery'] as const) {
      expect(new URL(config.remotes[remote].manifestUrl).protocol).toBe('https:');
      expect(config.remotes[remote].serverEntryUrl).toMatch(/^https:\/\/.+\/server\/remoteEntry\.js$/);
    }
    expect(env.BACKEND_ORIGIN).toMatch(/^https?:\/\//);
    expect(new URL(env.PUBLIC_ORIGIN ?? '').protocol).toBe('https:');
  });

  it('scales the Deployment within bounds the disruption budget leaves room in', () => {
    const hpa = one(docs, 'HorizontalPodAutoscaler').spec as { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.minReplicas).toBeLessThanOrEqual(hpa.maxReplicas);
    const pdb = one(docs, 'PodDisruptionBudget').spec as { minAvailable: number; selector: { matchLabels: Record<string, string> } };
    expect(pdb.minAvailable).toBeLessThan(hpa.minReplicas);
    const selector = (deployment.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
    expect(pdb.selector.matchLabels).toEqual(selector);
    for (const doc of docs) expect(doc.metadata.namespace).toBe(overlay === 'production' ? 'pdp' : 'pdp-staging');
  });
});

describe('the two environments', () => {
  it('differ where they should: production scales further and keeps more pods up', () => {
    const [staging, production] = [render('staging'), render('production')];
    const hpa = (docs: Doc[]) => one(docs, 'HorizontalPodAutoscaler').spec as { minReplicas: number; maxReplicas: number };
    expect(hpa(production).minReplicas).toBeGreaterThanOrEqual(3);
    expect(hpa(production).maxReplicas).toBeGreaterThan(hpa(staging).maxReplicas);
    const image = (docs: Doc[]) =>
      ((one(docs, 'Deployment').spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0] as Container).image;
    expect(image(staging)).toMatch(/^registry\.example\/pdp\/pdp-host:\d+\.\d+\.\d+-rc\.\d+$/);
    expect(image(production)).toMatch(/^registry\.example\/pdp\/pdp-host:\d+\.\d+\.\d+$/);
  });
});

describe('the Dockerfiles', () => {
  const read = (name: string) => readFileSync(path.join(ROOT, 'deploy/docker', name), 'utf8');
  const instructions = (file: string) =>
    file
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));

  it.each(['host.Dockerfile', 'remote.Dockerfile'])('%s pins every base image and runs as an unprivileged user', (name) => {
    const lines = instructions(read(name));
    const bases = lines.filter((line) => line.startsWith('FROM '));
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toMatch(/^FROM [\w./-]+:\d+\.\d+\.\d+[\w.-]*( AS \w+)?$/);
    const finalStage = lines.slice(lines.lastIndexOf(bases.at(-1) as string));
    const user = finalStage.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
  });

  it('starts the host as npm start does, with production dependencies only', () => {
    const lines = instructions(read('host.Dockerfile'));
    expect(
      JSON.parse(
        lines
          .filter((line) => line.startsWith('CMD '))
          .at(-1)
          ?.slice('CMD '.length) ?? 'null',
      ),
    ).toEqual(['node', HOST_SERVER_ENTRY]);
    expect(
      lines.find(
        (line) => line.startsWith('WORKDIR ') && lines.indexOf(line) > lines.lastIndexOf(lines.filter((entry) => entry.startsWith('FROM ')).at(-1) as string),
      ),
    ).toBe('WORKDIR /app');
    expect(lines.join('\n')).toMatch(/deploy --prod/);
    expect(lines.join('\n')).toContain(`EXPOSE ${DEFAULT_PORT}`);
    expect(lines.filter((line) => line.startsWith('ENV ')).join(' ')).toMatch(/\bHOST=0\.0\.0\.0\b/);
  });
});
