import { describe, expect, it } from 'vitest';
import { mailDocument } from './mail';

describe('mailDocument', () => {
  it('hands attachments to the Trigger Email extension inside `message`', () => {
    const attachment = {
      filename: 'invite.ics',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    };
    const document = mailDocument({
      to: 'visitor@example.org',
      subject: 'Your meeting',
      paragraphs: ['Hello'],
      attachments: [attachment],
    });
    expect(document.message).toMatchObject({ subject: 'Your meeting', attachments: [attachment] });
  });

  it('adds no attachments field to a mail without any', () => {
    const document = mailDocument({ to: 'a@example.org', subject: 'Hi', paragraphs: ['Hello'] });
    expect(document.message).not.toHaveProperty('attachments');
  });
});
