import net from 'node:net';

export class PortBusyError extends Error {}

function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Fails with one readable line per busy port instead of an emulator's stack trace. */
export async function ensurePortsFree(
  ports: { name: string; host: string; port: number }[],
): Promise<void> {
  const busy: string[] = [];
  for (const { name, host, port } of ports) {
    if (!(await isFree(host, port)))
      busy.push(`Port ${port} (${name}) on ${host} is already in use.`);
  }
  if (busy.length > 0) {
    throw new PortBusyError(
      `${busy.join('\n')}\nStop whatever is using it (another \`npm start\` or \`npm test\`?), ` +
        `e.g. find it with \`ss -ltnp | grep :<port>\`, then try again.`,
    );
  }
}
