import { z } from 'zod';

/** Reads of the Firestore emulator past the rules (`Bearer owner`), never through the page. */
const firestore = () => `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-portfolio';

const queriedSchema = z.array(
  z.object({ document: z.object({ fields: z.record(z.string(), z.unknown()) }).optional() }),
);

/** The fields of every `collection` document whose `field` is `value`, as the emulator stores them. */
export async function storedWhere(
  collection: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${firestore()}/v1/projects/${project()}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: collection }],
          where: {
            fieldFilter: {
              field: { fieldPath: field },
              op: 'EQUAL',
              value: { stringValue: value },
            },
          },
        },
      }),
    },
  );
  return queriedSchema
    .parse(await response.json())
    .flatMap((row) => (row.document ? [row.document.fields] : []));
}
