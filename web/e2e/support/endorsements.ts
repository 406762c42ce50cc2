import { randomUUID } from 'node:crypto';

/**
 * Writes an approved endorsement straight into the Firestore emulator, as a moderation would
 * leave it, and bumps the list's version so the API's per-instance cache drops its copy.
 * `Bearer owner` is the emulator's admin credential: tests write past the rules, never the page.
 */
const firestore = () => `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-portfolio';

const text = (value: string) => ({ stringValue: value });

export async function approvedEndorsement(name: string, skill: string): Promise<void> {
  const documents = `projects/${project()}/databases/(default)/documents`;
  const response = await fetch(`${firestore()}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${documents}/endorsements/e2e-${randomUUID()}`,
            fields: {
              name: text(name),
              skill: text(skill),
              relation: text('colleague'),
              status: text('approved'),
              requestHash: text('e2e'),
            },
          },
          updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
        {
          update: { name: `${documents}/config/endorsements`, fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: 'version', increment: { integerValue: '1' } }],
        },
      ],
    }),
  });
  if (!response.ok) {
    throw new Error(`Seeding an endorsement failed: ${response.status} ${await response.text()}`);
  }
}
