/** Addresses of the running emulators, as `npm test` exports them. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests through \`npm test\`, which starts the emulators.`,
    );
  }
  return value;
}

export const hostingUrl = (): string => required('HOSTING_URL');
export const projectId = (): string => required('GCLOUD_PROJECT');

export function firestoreHost(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = required('FIRESTORE_EMULATOR_HOST').split(':');
  return { host, port: Number(port) };
}
