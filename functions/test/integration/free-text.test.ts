import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { profile } from '../../src/shared/content/profile';
import { ApiClient } from '../support/api';
import { admin, mailTo, uniqueName } from '../support/accounts';

const visitorEmail = (): string => `${uniqueName('visitor')}@example.com`;

/** A bidi override that would show "txt.exe" as "exe.txt", and the isolates and marks around it. */
const DECEPTIVE = '\u202Eexe.txt\u202C \u2066isolated\u2069 \u200Emarked\u200F';
const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';

async function stored(collection: string, id: unknown) {
  return admin()
    .db.doc(`${collection}/${String(id)}`)
    .get();
}

describe('text that cannot deceive (issue 10, point 8)', () => {
  it('refuses a name of zero-width characters only, as a missing name', async () => {
    const client = new ApiClient();
    const contact = await client.post('/api/contact', {
      name: ZERO_WIDTH,
      email: visitorEmail(),
      subject: 'A real subject',
      message: 'A message long enough.',
    });
    expect(contact.status, contact.text).toBe(400);
    expect(contact.body.errors).toEqual({ name: ['Name must be at least 2 characters.'] });

    const endorsement = await client.post('/api/endorsements', {
      name: `\u202E${ZERO_WIDTH} \u2066\u2069`,
      email: visitorEmail(),
      skill: 'TypeScript',
    });
    expect(endorsement.status, endorsement.text).toBe(400);
    expect(endorsement.body.errors).toEqual({ name: ['Name is required'] });

    const inquiry = await client.post('/api/project-inquiry', {
      category: 'consulting',
      title: `${ZERO_WIDTH}\u0007`,
      description: 'Advice on a data platform.',
      contactEmail: visitorEmail(),
    });
    expect(inquiry.status, inquiry.text).toBe(400);
    expect(inquiry.body.errors).toEqual({ title: ['Please fill in all required fields.'] });
  });

  it('stores names, subjects and messages in NFC without control or bidi characters', async () => {
    const marker = randomUUID();
    const answer = await new ApiClient().post('/api/contact', {
      name: 'Jose\u0301\u0000 Garci\u0301a\u200B',
      email: visitorEmail(),
      subject: `Invoice\u0008 ${DECEPTIVE} ${marker}`,
      message: `Line one\u001B[31m\r\nLine two ${DECEPTIVE}\u0085`,
    });
    expect(answer.status, answer.text).toBe(201);
    const message = await stored('contactMessages', answer.body.id);
    expect(message.get('name')).toBe('José García');
    expect(message.get('subject')).toBe(`Invoice exe.txt isolated marked ${marker}`);
    expect(message.get('message')).toBe('Line one[31m\nLine two exe.txt isolated marked');
  });

  it('cleans endorsement and inquiry text the same way', async () => {
    const skill = `Rust\u202E ${randomUUID()}`;
    const endorsement = await new ApiClient().post('/api/endorsements', {
      name: 'Gra\u0301ce\u2066',
      email: visitorEmail(),
      skill,
      headline: `\u200F${ZERO_WIDTH}`,
    });
    expect(endorsement.status, endorsement.text).toBe(201);
    const doc = await stored('endorsements', endorsement.body.id);
    expect([doc.get('name'), doc.get('skill')]).toEqual(['Gráce', skill.replace('\u202E', '')]);
    expect(doc.get('headline') ?? '').toBe('');

    const inquiry = await new ApiClient().post('/api/project-inquiry', {
      category: 'consulting',
      title: `Dashboard\u202E ${randomUUID()}`,
      description: 'Cafe\u0301 analytics\u0000',
      requirements: '\u2067',
      contactEmail: visitorEmail(),
    });
    expect(inquiry.status, inquiry.text).toBe(201);
    const saved = await stored('inquiries', inquiry.body.id);
    expect(saved.get('title')).not.toContain('\u202E');
    expect(saved.get('description')).toBe('Café analytics');
    expect(saved.get('requirements') ?? '').toBe('');
  });
});

describe('the visitor’s confirmation mail carries no text the visitor typed', () => {
  const SPAM = 'Cheap pills at https://spam.example';

  it('confirms a contact message with a fixed text; the owner still gets everything', async () => {
    const email = visitorEmail();
    const marker = randomUUID();
    const answer = await new ApiClient().post('/api/contact', {
      name: SPAM,
      email,
      subject: `${SPAM} ${marker}`,
      message: `${SPAM}, and more of it.`,
    });
    expect(answer.status, answer.text).toBe(201);
    const [confirmation, ...others] = await mailTo(email);
    expect(others).toHaveLength(0);
    expect(JSON.stringify(confirmation)).not.toMatch(/Cheap pills|spam\.example/);
    const owner = (await mailTo(profile.email)).find((mail) =>
      mail.message.subject.includes(marker),
    );
    expect(owner?.message.text).toContain(`${SPAM}, and more of it.`);
    expect(owner?.message.text).toContain(SPAM);
  });

  it('confirms a project inquiry with a fixed text', async () => {
    const email = visitorEmail();
    const marker = randomUUID();
    const answer = await new ApiClient().post('/api/project-inquiry', {
      category: 'consulting',
      title: `${SPAM} ${marker}`,
      description: `${SPAM} in the description.`,
      requirements: `${SPAM} in the requirements.`,
      contactEmail: email,
    });
    expect(answer.status, answer.text).toBe(201);
    const [confirmation] = await mailTo(email);
    expect(confirmation?.message.subject).toBe('Your project inquiry');
    expect(JSON.stringify(confirmation)).not.toMatch(/Cheap pills|spam\.example/);
    const owner = (await mailTo(profile.email)).find((mail) =>
      mail.message.subject.includes(marker),
    );
    expect(owner?.message.text).toContain(`${SPAM} in the description.`);
  });

  it('confirms an endorsement with a fixed text', async () => {
    const email = visitorEmail();
    const marker = randomUUID();
    const answer = await new ApiClient().post('/api/endorsements', {
      name: SPAM,
      email,
      skill: `Pills ${marker}`,
      headline: SPAM,
    });
    expect(answer.status, answer.text).toBe(201);
    const [confirmation] = await mailTo(email);
    expect(confirmation?.message.subject).toBe('Thank you for your endorsement');
    expect(JSON.stringify(confirmation)).not.toMatch(/Cheap pills|spam\.example|Pills/);
    const owner = (await mailTo(profile.email)).find((mail) =>
      mail.message.subject.includes(marker),
    );
    expect(owner?.message.text).toContain(SPAM);
  });
});
