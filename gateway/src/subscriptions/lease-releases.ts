import type { Coordination } from './coordination.ts';
import { warn } from './warnings.ts';

/**
 * The poller leases this process is giving back. A gateway that closes waits for them, so that it hands its orders
 * over at once instead of when its leases run out; tests wait for them too.
 */
export const leaseReleases = (coordination: Coordination) => {
  const releases = new Set<Promise<unknown>>();
  return {
    /** This process no longer polls the order. */
    release: (orderNo: string) => {
      const done = coordination
        .release(orderNo)
        .catch(warn)
        .finally(() => releases.delete(done));
      releases.add(done);
    },
    /** Resolves once every lease being given back has been. */
    settled: async () => {
      while (releases.size > 0) await Promise.all(releases);
    },
  };
};

export type LeaseReleases = ReturnType<typeof leaseReleases>;
