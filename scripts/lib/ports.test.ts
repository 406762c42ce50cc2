import net from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ensurePortsFree, PortBusyError } from './ports.js';

describe('ensurePortsFree', () => {
  it('passes when every port is free', async () => {
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    await expect(
      ensurePortsFree([{ name: 'Hosting emulator', host: '127.0.0.1', port }]),
    ).resolves.toBeUndefined();
  });

  it('names the busy port and what needs it in one readable message', async () => {
    const busy = net.createServer().listen(0, '127.0.0.1');
    await once(busy, 'listening');
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const failure = ensurePortsFree([{ name: 'Firestore emulator', host: '127.0.0.1', port }]);
      await expect(failure).rejects.toBeInstanceOf(PortBusyError);
      await expect(failure).rejects.toThrow(
        `Port ${port} (Firestore emulator) on 127.0.0.1 is already in use.`,
      );
    } finally {
      busy.close();
    }
  });
});
