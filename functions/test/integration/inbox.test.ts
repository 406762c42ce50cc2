import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listInboxResponseSchema } from '../../src/shared/inbox';
import { ApiClient } from '../support/api';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  registerAdmin,
  uniqueName,
} from '../support/accounts';

async function sendMessage(subject: string): Promise<string> {
  const answer = await new ApiClient().post('/api/contact', {
    name: 'Ada Lovelace',
    email: `${uniqueName('visitor')}@example.com`,
    subject,
    message: 'I would like to talk about a project.',
  });
  expect(answer.status, answer.text).toBe(201);
  return String(answer.body.id);
}

describe('admin inbox (callables)', () => {
  it('lists a new message unread, marks it read and unread again', async () => {
    const subject = `Inbox ${randomUUID()}`;
    const id = await sendMessage(subject);
    const account = await registerAdmin(new ApiClient());
    const token = await idTokenFor(account.email, PASSWORD);

    const listed = await callCallable('listInbox', { kind: 'contact' }, token);
    const item = listInboxResponseSchema
      .parse(listed.result)
      .items.find((entry) => entry.id === id);
    expect(item).toMatchObject({ kind: 'contact', subject, read: false, spam: false });

    expect(
      (await callCallable('setInboxRead', { kind: 'contact', id, read: true }, token)).result,
    ).toEqual({
      success: true,
    });
    expect((await admin().db.doc(`contactMessages/${id}`).get()).get('read')).toBe(true);
    await callCallable('setInboxRead', { kind: 'contact', id, read: false }, token);
    const message = await admin().db.doc(`contactMessages/${id}`).get();
    expect([message.get('read'), message.get('readAt')]).toEqual([false, null]);
  });

  it('says a message that no longer exists is not found', async () => {
    const account = await registerAdmin(new ApiClient());
    const token = await idTokenFor(account.email, PASSWORD);
    const answer = await callCallable(
      'setInboxRead',
      { kind: 'inquiry', id: `missing-${randomUUID()}`, read: true },
      token,
    );
    expect(answer.error).toEqual({
      status: 'NOT_FOUND',
      message: 'That message no longer exists.',
    });
  });
});
