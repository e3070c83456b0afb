import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './harness/cluster';

describe('the cluster harness', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('spreads requests over the three instances', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 9; i++) {
      const res = await fetch(`${cluster.url}/api/health`);
      expect(res.status).toBe(200);
      seen.add(cluster.instanceOf(res));
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
