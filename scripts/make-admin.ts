import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { auditEntrySchema } from '../functions/src/shared/audit.js';
import { emulatorEnv, readEmulatorConfig } from './lib/project-config.js';

/**
 * Promotes an existing account to admin: `npm run make-admin -- <email>` on the local emulators, or
 * `npm run make-admin -- <email> --project <id>` on a real project with Application Default Credentials
 * (`gcloud auth application-default login`). Later admins are made from the admin area.
 */
const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--') && arg.includes('@'));
const projectFlag = args.indexOf('--project');
const realProject = projectFlag >= 0 ? args[projectFlag + 1] : undefined;

if (!email || (projectFlag >= 0 && !realProject)) {
  console.error('Usage: npm run make-admin -- <email> [--project <firebase-project-id>]');
  process.exit(2);
}

const projectId = realProject ?? readEmulatorConfig().projectId;
if (!realProject) Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const app = initializeApp({ projectId }, 'make-admin');
try {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(
      `No account with the email ${email} in ${realProject ? `project ${projectId}` : 'the emulator'}.`,
    );
  });
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin', admin: true });
  // Old ID tokens still carry the old role: revoking makes the next page load fetch the new one.
  await auth.revokeRefreshTokens(user.uid);
  const db = getFirestore(app);
  await db.doc(`users/${user.uid}`).set({ role: 'admin' }, { merge: true });
  const entry = auditEntrySchema.parse({
    action: 'setRole',
    targetUid: user.uid,
    role: 'admin',
    actor: 'make-admin script',
  });
  await db.collection('auditLog').add({ ...entry, at: FieldValue.serverTimestamp() });
  console.log(`${email} is now an admin${realProject ? ` in ${projectId}` : ' (emulator)'}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
