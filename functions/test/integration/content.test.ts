import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, ADMIN_SIGN_IN_MESSAGE } from '../../src/shared/admin-calls';
import { apiFailureSchema } from '../../src/shared/api-response';
import {
  NOTHING_CHANGED_MESSAGE,
  STALE_EDIT_MESSAGE,
} from '../../src/shared/content/publishing-schema';
import { admin } from '../support/accounts';
import { ApiClient, type ApiAnswer } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';

// One document no other integration test reads: the first-visit intro's steps. The home page's
// end-to-end tests run later on the same emulators and read it, so it ends as it was built.
const ID = 'intro-steps';

let EDITOR: SignedIn;
let OTHER_EDITOR: SignedIn;

function failure(answer: ApiAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status);
  return apiFailureSchema.parse(answer.json);
}

async function opened(editor: SignedIn) {
  const answer = await adminCall(editor.client, 'getContent', { id: ID });
  expect(answer.status, answer.text).toBe(200);
  return ADMIN_CALLS.getContent.response.parse(answer.json).document;
}

/** The document with its first step's title set to `title`. */
function withFirstTitle(content: Record<string, unknown>, title: string) {
  const steps = stepsOf(content.introSteps);
  return { ...content, introSteps: [{ ...steps[0], title }, ...steps.slice(1)] };
}

function stepsOf(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error('introSteps is not a list');
  return value.map((step: unknown) => {
    if (typeof step !== 'object' || step === null) throw new Error('a step is not an object');
    return { ...step };
  });
}

async function publish(editor: SignedIn, baseVersion: number, content: Record<string, unknown>) {
  return adminCall(editor.client, 'publishContent', { id: ID, baseVersion, content });
}

async function stored() {
  return (await admin().db.doc(`content/${ID}`).get()).data();
}

describe('publishing content', () => {
  beforeAll(async () => {
    [EDITOR, OTHER_EDITOR] = await Promise.all([signedIn('admin'), signedIn('admin')]);
  });

  afterAll(async () => {
    const current = await opened(EDITOR);
    if (current.version === 0) return;
    const answer = await adminCall(EDITOR.client, 'revertContent', {
      id: ID,
      version: 0,
      baseVersion: current.version,
    });
    // Refused as "nothing changed" when the last test left it as built: either way it is built-in.
    expect([200, 400], answer.text).toContain(answer.status);
  });

  it('publishes a new version on top of the one it was based on, kept and audited', async () => {
    const before = await opened(EDITOR);
    const title = `Education ${Date.now()}`;
    const answer = await publish(EDITOR, before.version, withFirstTitle(before.content, title));
    expect(answer.status, answer.text).toBe(200);
    const { document, message } = ADMIN_CALLS.publishContent.response.parse(answer.json);
    expect(document.version).toBe(before.version + 1);
    expect(message).toBe(`Published as version ${document.version}.`);

    // What every reader now sees, and the version kept for the history.
    expect((await opened(OTHER_EDITOR)).content).toEqual(document.content);
    expect(await stored()).toMatchObject({ version: document.version });
    const kept = await admin().db.doc(`content/${ID}/versions/${document.version}`).get();
    expect(kept.data()).toMatchObject({
      basedOn: before.version,
      revertOf: null,
      changed: ['introSteps[0].title'],
      changedCount: 1,
    });
    const audit = await admin()
      .db.collection('auditLog')
      .where('targetId', '==', ID)
      .where('version', '==', document.version)
      .get();
    expect(audit.docs.map((doc) => doc.data())).toMatchObject([
      {
        action: 'content.publish',
        actorUid: EDITOR.account.uid,
        changed: ['introSteps[0].title'],
      },
    ]);
  });

  it('refuses a save based on an older version with what the other editor changed, and keeps theirs', async () => {
    const base = await opened(EDITOR);
    const theirs = `Theirs ${Date.now()}`;
    const first = await publish(OTHER_EDITOR, base.version, withFirstTitle(base.content, theirs));
    expect(first.status, first.text).toBe(200);

    const stale = failure(
      await publish(EDITOR, base.version, withFirstTitle(base.content, 'Mine')),
      409,
    );
    expect(stale.message).toBe(STALE_EDIT_MESSAGE);
    expect(stale.conflict).toEqual({
      currentVersion: base.version + 1,
      changes: [
        {
          path: 'introSteps[0].title',
          before: stepsOf(base.content.introSteps)[0]?.title,
          after: theirs,
        },
      ],
    });
    expect(await stored()).toMatchObject({ version: base.version + 1 });
    expect((await opened(EDITOR)).content).toMatchObject(withFirstTitle(base.content, theirs));

    // Merged on top of the version now published, the save lands.
    const merged = await publish(
      EDITOR,
      base.version + 1,
      withFirstTitle(base.content, `${theirs} and mine`),
    );
    expect(merged.status, merged.text).toBe(200);
  });

  it('lets exactly one of 30 saves based on the same version land', async () => {
    const base = await opened(EDITOR);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        publish(
          index % 2 ? EDITOR : OTHER_EDITOR,
          base.version,
          withFirstTitle(base.content, `Race ${index} ${Date.now()}`),
        ),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    expect(await stored()).toMatchObject({ version: base.version + 1 });
    const versions = await admin()
      .db.collection(`content/${ID}/versions`)
      .where('basedOn', '==', base.version)
      .get();
    expect(versions.size).toBe(1);
  });

  it('refuses invalid content with field errors and changes nothing', async () => {
    const base = await opened(EDITOR);
    const steps = stepsOf(base.content.introSteps);
    const invalid = failure(
      await publish(EDITOR, base.version, {
        introSteps: [
          { ...steps[0], title: '' },
          { ...steps[1], id: 'not-a-step' },
        ],
      }),
      400,
    );
    expect(Object.keys(invalid.errors ?? {})).toEqual(
      expect.arrayContaining(['introSteps.0.title', 'introSteps.1.id']),
    );
    const unchanged = failure(await publish(EDITOR, base.version, base.content), 400);
    expect(unchanged.message).toBe(NOTHING_CHANGED_MESSAGE);
    expect(await stored()).toMatchObject({ version: base.version });
  });

  it('reverts to an earlier version as a new version, audited', async () => {
    const base = await opened(EDITOR);
    const earlier = base.version - 1;
    const answer = await adminCall(EDITOR.client, 'revertContent', {
      id: ID,
      version: earlier,
      baseVersion: base.version,
    });
    expect(answer.status, answer.text).toBe(200);
    const { document } = ADMIN_CALLS.revertContent.response.parse(answer.json);
    expect(document.version).toBe(base.version + 1);
    const kept = (await admin().db.doc(`content/${ID}/versions/${earlier}`).get()).data();
    expect(document.content).toEqual(kept?.content);
    const history = ADMIN_CALLS.listContentVersions.response.parse(
      (await adminCall(EDITOR.client, 'listContentVersions', { id: ID, limit: 2 })).json,
    );
    expect(history.items.map(({ version, revertOf }) => ({ version, revertOf }))).toEqual([
      { version: base.version + 1, revertOf: earlier },
      { version: base.version, revertOf: null },
    ]);
  });

  it('answers a revert to a version that does not exist with 404', async () => {
    const base = await opened(EDITOR);
    const missing = failure(
      await adminCall(EDITOR.client, 'revertContent', {
        id: ID,
        version: base.version + 50,
        baseVersion: base.version,
      }),
      404,
    );
    expect(missing.message).toBe('There is no such version of this document.');
  });

  it('names the documents when asked for one that does not exist, a slash or an inherited name', async () => {
    for (const id of ['nope', '__proto__', 'constructor', '../users', 'intro-steps/versions']) {
      const answer = await adminCall(EDITOR.client, 'getContent', { id });
      expect(failure(answer, 400).message).toMatch(
        /^Choose one of the content documents: profile, /,
      );
    }
  });

  it('refuses a general user with 403 and a signed-out caller with 401, on every content call', async () => {
    const user = await signedIn();
    const base = await opened(EDITOR);
    const calls = [
      ['getContent', { id: ID }],
      ['publishContent', { id: ID, baseVersion: base.version, content: base.content }],
      ['revertContent', { id: ID, version: 1, baseVersion: base.version }],
      ['listContentVersions', { id: ID }],
    ] as const;
    for (const [name, body] of calls) {
      expect(failure(await adminCall(user.client, name, body), 403).message).toBe(
        'Only administrators can edit the site content.',
      );
      expect(failure(await adminCall(new ApiClient(), name, body), 401).message).toBe(
        ADMIN_SIGN_IN_MESSAGE,
      );
    }
    expect(await stored()).toMatchObject({ version: base.version });
  });
});
