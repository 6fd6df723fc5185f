import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const receivers: Server[] = [];

/** [E1] A local webhook receiver: records what it gets and answers what `answer` says (200 by default). */
export async function receiver(answer: (received: Received) => { status: number; body?: string } = () => ({ status: 200 })) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/navlun`;
  receivers.push(server);
  return { url, received, events: () => received.map((entry) => JSON.parse(entry.body) as { type: string; data: Record<string, unknown> }) };
}

/** Closes every receiver this file started. */
export function closeReceivers(): void {
  for (const server of receivers.splice(0)) server.close();
}
