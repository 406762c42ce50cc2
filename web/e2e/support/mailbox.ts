/**
 * Reads the Trigger Email queue (`mail`) from the Firestore emulator, the way the extension would
 * see it. `Bearer owner` is the emulator's admin credential: tests read past the rules, never the
 * page.
 */
const firestore = () => `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-portfolio';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

interface RunQueryRow {
  document?: {
    fields: {
      to?: { stringValue: string };
      message?: { mapValue: { fields: Record<string, { stringValue?: string }> } };
    };
  };
}

export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(
    `${firestore()}/v1/projects/${project()}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'mail' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'to' },
              op: 'EQUAL',
              value: { stringValue: address },
            },
          },
        },
      }),
    },
  );
  const rows = (await response.json()) as RunQueryRow[];
  return rows.flatMap((row) => {
    const fields = row.document?.fields;
    if (!fields) return [];
    const message = fields.message?.mapValue.fields ?? {};
    return [
      {
        to: fields.to?.stringValue ?? '',
        subject: message.subject?.stringValue ?? '',
        text: message.text?.stringValue ?? '',
      },
    ];
  });
}
