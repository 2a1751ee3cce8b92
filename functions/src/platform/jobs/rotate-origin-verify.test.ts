import { describe, expect, it } from 'vitest';
import { rotate, type RotationEvent, type RotationPorts } from './rotate-origin-verify';

const SECRET = 'arn:aws:secretsmanager:ca-central-1:111111111111:secret:OriginVerify-abc';

/** A secret with one current version and a distribution sending it, as after a deployment. */
function world() {
  const values: Record<string, string> = { v1: 'first-value' };
  const versions: Record<string, string[]> = { v1: ['AWSCURRENT'] };
  const state = { header: 'first-value', rotationEnabled: true, generated: 0, headerUpdates: 0 };
  const ports: RotationPorts = {
    describe: async () => ({ rotationEnabled: state.rotationEnabled, versions: structuredClone(versions) }),
    value: async (_id, stage, versionId) => {
      const id = versionId ?? Object.keys(versions).find((v) => versions[v]!.includes(stage));
      return id && versions[id]?.includes(stage) ? values[id] : undefined;
    },
    putPending: async (_id, token, value) => {
      values[token] = value;
      versions[token] = ['AWSPENDING'];
    },
    makeCurrent: async (_id, token, previous) => {
      for (const v of Object.keys(versions))
        versions[v] = versions[v]!.filter((s) => s !== 'AWSPREVIOUS' && s !== 'AWSPENDING');
      if (previous) versions[previous] = ['AWSPREVIOUS'];
      versions[token] = ['AWSCURRENT'];
    },
    originHeader: async () => state.header,
    setOriginHeader: async (value) => {
      state.header = value;
      state.headerUpdates += 1;
    },
    newValue: () => `generated-${++state.generated}`,
  };
  return { ports, values, versions, state };
}

const step = (Step: RotationEvent['Step'], token = 'v2'): RotationEvent => ({
  SecretId: SECRET,
  ClientRequestToken: token,
  Step,
});

/** Secrets Manager's own start of a rotation: the new version exists, staged AWSPENDING, valueless. */
function startRotation(w: ReturnType<typeof world>, token = 'v2') {
  w.versions[token] = ['AWSPENDING'];
}

describe('the origin-verify rotation', () => {
  it('sets a new value in CloudFront before making it current, and keeps the old one as previous', async () => {
    const w = world();
    startRotation(w);
    await rotate(step('createSecret'), w.ports);
    expect(w.values.v2).toBe('generated-1');
    expect(w.state.header).toBe('first-value');
    await rotate(step('setSecret'), w.ports);
    expect(w.state.header).toBe('generated-1');
    await rotate(step('testSecret'), w.ports);
    await rotate(step('finishSecret'), w.ports);
    expect(w.versions).toEqual({ v1: ['AWSPREVIOUS'], v2: ['AWSCURRENT'] });
  });

  it('repeats a step safely: no second value, no second distribution update', async () => {
    const w = world();
    startRotation(w);
    await rotate(step('createSecret'), w.ports);
    await rotate(step('createSecret'), w.ports);
    await rotate(step('setSecret'), w.ports);
    await rotate(step('setSecret'), w.ports);
    expect(w.state.generated).toBe(1);
    expect(w.state.headerUpdates).toBe(1);
  });

  it('fails the test step while the distribution does not send the pending value', async () => {
    const w = world();
    startRotation(w);
    await rotate(step('createSecret'), w.ports);
    await expect(rotate(step('testSecret'), w.ports)).rejects.toThrow(/does not send/);
  });

  it('does nothing for a version that is already current, and refuses one that is not pending', async () => {
    const w = world();
    await rotate(step('setSecret', 'v1'), w.ports);
    expect(w.state.headerUpdates).toBe(0);
    w.versions.v3 = [];
    await expect(rotate(step('createSecret', 'v3'), w.ports)).rejects.toThrow(/not pending/);
    await expect(rotate(step('createSecret', 'v9'), w.ports)).rejects.toThrow(/does not exist/);
  });

  it('refuses to run when rotation is not enabled on the secret', async () => {
    const w = world();
    startRotation(w);
    w.state.rotationEnabled = false;
    await expect(rotate(step('createSecret'), w.ports)).rejects.toThrow(/not enabled/);
  });
});
