import net from 'node:net';

/**
 * `count` distinct TCP ports free at this moment (the OS picks each one: listen on port 0). All probes stay open
 * until every port is chosen, so no two are the same; a server started on one soon after gets it, and two runs of
 * the suite on one machine never share a port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: net.Server[] = [];
  try {
    const ports: number[] = [];
    for (let index = 0; index < count; index++) {
      const probe = net.createServer();
      probes.push(probe);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error('no port'));
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

/** A TCP port free on 127.0.0.1 at this moment (the OS picks it). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}
