import type { NextFunction, Request, Response } from 'express';
import { ADMIN_CALLS, ADMIN_SIGN_IN_MESSAGE, type AdminCallName } from '../../shared/admin-calls';
import {
  ADMIN_EXPORTS,
  NO_SUCH_EXPORT,
  isAdminExport,
  type AdminExportName,
} from '../../shared/admin-exports';
import { ADMIN_HANDLERS } from '../../admin-calls/handlers';
import { prepareExport, sendExport } from '../../services/admin-exports';
import { recordAudit } from '../../services/audit';
import { runAdminCall } from '../../admin-calls/run';
import { DomainError } from '../../lib/errors';
import { currentUser, sessionRequired } from '../middleware/session';
import type { Route } from '../router';

/**
 * `POST /api/admin/{call}`: the admin area's calls over HTTP with the session cookie, so a page
 * needs no Firebase SDK to show them. Each runs the handler its callable runs, with the same
 * request, answer and refusal (shared/admin-calls.ts).
 */

const NO_SUCH_CALL = 'There is no admin call by that name.';

/** Only a call's own name: never `constructor`, `__proto__` or anything else an object inherits. */
function isAdminCall(name: string): name is AdminCallName {
  return Object.hasOwn(ADMIN_CALLS, name);
}

function callNameOf(req: Request): AdminCallName {
  const name = req.params.call;
  if (typeof name !== 'string' || !isAdminCall(name)) {
    throw new DomainError('not-found', NO_SUCH_CALL);
  }
  return name;
}

/** Unknown names are 404 before any session is read. */
function knownCall(req: Request, _res: Response, next: NextFunction): void {
  callNameOf(req);
  next();
}

/** Correlates a name with its own contract and handler, so each is typed by the same call. */
function answerOf<Name extends AdminCallName>(name: Name, body: unknown, adminUid: string) {
  return runAdminCall(ADMIN_CALLS[name], ADMIN_HANDLERS[name], body, adminUid);
}

async function adminCall(req: Request, res: Response): Promise<void> {
  const name = callNameOf(req);
  const user = currentUser(res);
  if (!user.isAdmin) throw new DomainError('forbidden', ADMIN_CALLS[name].refusal);
  // The answer was parsed with the call's response schema: only declared fields leave.
  const answer = await answerOf(name, req.body, user.uid);
  res.status(200).json({ ...answer, success: true });
}

function exportNameOf(req: Request): AdminExportName {
  const name = req.params.list;
  if (typeof name !== 'string' || !isAdminExport(name)) {
    throw new DomainError('not-found', NO_SUCH_EXPORT);
  }
  return name;
}

function knownExport(req: Request, _res: Response, next: NextFunction): void {
  exportNameOf(req);
  next();
}

/** `2026-12-04`: the day an export was made, in its file name. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * `POST /api/admin/export/{list}` with the list's filters: every row they select, as a CSV
 * download. Audited by the server before the first row leaves.
 */
async function adminExport(req: Request, res: Response): Promise<void> {
  const name = exportNameOf(req);
  const user = currentUser(res);
  if (!user.isAdmin) throw new DomainError('forbidden', ADMIN_EXPORTS[name].refusal);
  const exported = prepareExport(name, req.body);
  await recordAudit({
    action: 'export',
    actorUid: user.uid,
    list: name,
    ...(exported.status ? { status: exported.status } : {}),
  });
  const fileName = [name, exported.status, today()].filter(Boolean).join('-');
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}.csv"`,
    'Cache-Control': 'no-store',
  });
  await sendExport(exported, res);
}

export const adminRoutes: Route[] = [
  {
    path: '/api/admin/export/:list',
    ids: { list: NO_SUCH_EXPORT },
    methods: { POST: [knownExport, sessionRequired(ADMIN_SIGN_IN_MESSAGE), adminExport] },
  },
  {
    path: '/api/admin/:call',
    // A name that could not even name a document (a slash, `..`) is refused with the rest.
    ids: { call: NO_SUCH_CALL },
    methods: { POST: [knownCall, sessionRequired(ADMIN_SIGN_IN_MESSAGE), adminCall] },
  },
];
