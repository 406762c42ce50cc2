import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreHost, projectId } from '../support/emulators';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: projectId(),
    firestore: {
      ...firestoreHost(),
      rules: readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8'),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'anything/existing'), { owner: 'alice', note: 'seeded' });
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const clients = {
  'signed-out': () => env.unauthenticatedContext().firestore(),
  'signed-in': () => env.authenticatedContext('alice', { role: 'general_user' }).firestore(),
  admin: () => env.authenticatedContext('root', { role: 'admin', admin: true }).firestore(),
};

describe.each(Object.entries(clients))('default deny for a %s client', (_name, firestore) => {
  it('cannot get a document', async () => {
    await assertFails(getDoc(doc(firestore(), 'anything/existing')));
  });
  it('cannot list a collection', async () => {
    await assertFails(getDocs(collection(firestore(), 'anything')));
  });
  it('cannot create a document', async () => {
    await assertFails(setDoc(doc(firestore(), 'anything/new'), { owner: 'alice' }));
  });
  it('cannot update a document', async () => {
    await assertFails(updateDoc(doc(firestore(), 'anything/existing'), { note: 'changed' }));
  });
  it('cannot delete a document', async () => {
    await assertFails(deleteDoc(doc(firestore(), 'anything/existing')));
  });
});

describe('server code', () => {
  it('bypasses the rules, so the denials above come from the rules and not from missing data', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), 'anything/existing')));
    });
  });
});
