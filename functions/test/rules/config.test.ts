import { doc, getDoc, getDocs, collection, setDoc, updateDoc, deleteDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, expectAccess, useRulesEnv } from '../support/rules-env';

const env = useRulesEnv({
  'config/site': { calendly: 'https://calendly.com/demo' },
  'config/private': { secret: true },
});

// config/site is public; any other config document and every write is server-only.
describe.each(ACTORS)('config as %s', (actor) => {
  it('can get config/site', async () => {
    await expectAccess('allow', getDoc(doc(env.as(actor), 'config/site')));
  });
  it('cannot get another config document', async () => {
    await expectAccess('deny', getDoc(doc(env.as(actor), 'config/private')));
  });
  it('cannot list config', async () => {
    await expectAccess('deny', getDocs(collection(env.as(actor), 'config')));
  });
  it('cannot create, update or delete config/site', async () => {
    await expectAccess('deny', setDoc(doc(env.as(actor), 'config/new'), { theme: {} }));
    await expectAccess(
      'deny',
      updateDoc(doc(env.as(actor), 'config/site'), { theme: { primary: '#000000' } }),
    );
    await expectAccess('deny', deleteDoc(doc(env.as(actor), 'config/site')));
  });
});
