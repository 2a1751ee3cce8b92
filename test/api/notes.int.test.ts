import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../functions/local/seed-people';
import { peopleApi, uploadNotePdf } from '../support/people-api';

/** Notes with PDF attachments and sticky notes (issue 10) over HTTP, against s3rver for the files. */

const { api, as, signInDemo } = peopleApi('198.18.0.');

/** A PDF uploaded by `who` for a note, `declared` its size as asked for (its attachment id). */
const upload = (who: string, bytes: Uint8Array, declared = bytes.length) =>
  uploadNotePdf(
    (body) => api('POST', '/api/notes/attachments', { token: as(who).token, body }),
    bytes,
    declared,
  );

beforeAll(async () => {
  await signInDemo([
    ['victor', 'Victor Volunteer'],
    ['mary', 'Mary Member'],
    ['paul', 'Paul Member'],
    ['cora', 'Cora Coordinator'],
  ]);
});

describe('notes with a PDF', () => {
  it('sends a PDF the receiver downloads through a short-lived URL, unread until marked read', async () => {
    const pdf = samplePdf();
    const attachmentId = await upload('victor', pdf);
    const sent = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: as('mary').id, message: 'Schedule attached', attachmentId },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.note).toMatchObject({
      status: 'unread',
      senderId: as('victor').id,
      pdf: { size: pdf.length },
    });
    const inbox = await api('GET', `/api/notes/${as('mary').id}`, { token: as('mary').token });
    const received = inbox.body.foundNotes.find((n: { _id: string }) => n._id === sent.body.note._id);
    expect(received).toMatchObject({ status: 'unread', sender: { info: { name: 'Victor Volunteer' } } });
    const link = await api('GET', `/api/notes/attachment/${sent.body.note._id}`, { token: as('mary').token });
    expect(link.status).toBe(200);
    expect(Number(new URL(link.body.url).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(
      (await api('GET', `/api/notes/attachment/${sent.body.note._id}`, { token: as('paul').token })).status,
    ).toBe(404);
    const read = await api('PUT', '/api/notes', {
      token: as('mary').token,
      body: { noteID: sent.body.note._id },
    });
    expect(read.status).toBe(200);
    expect(read.body.note.status).toBe('read');
    expect(
      (await api('PUT', '/api/notes', { token: as('victor').token, body: { noteID: sent.body.note._id } }))
        .status,
    ).toBe(404);
  });

  it('refuses an attachment that is not a PDF by its bytes, and saves no note', async () => {
    const attachmentId = await upload('victor', new TextEncoder().encode('<html>not a pdf</html>'));
    const res = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: as('mary').id, message: 'Fake', attachmentId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'NOT_PDF', message: 'The attachment must be a PDF file.' });
    const sent = await api('GET', `/api/notes/${as('victor').id}?box=sent`, { token: as('victor').token });
    expect(sent.body.foundNotes.some((n: { message: string }) => n.message === 'Fake')).toBe(false);
  });

  it('refuses a PDF over 5 MB, whether declared or actually uploaded', async () => {
    const declared = await api('POST', '/api/notes/attachments', {
      token: as('victor').token,
      body: { size: 5 * 1024 * 1024 + 1, contentType: 'application/pdf' },
    });
    expect(declared.status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const attachmentId = await upload('victor', big, 1000);
    const res = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: as('mary').id, message: 'Too big', attachmentId },
    });
    expect(res.body.error.code).toBe('PDF_TOO_LARGE');
  });

  it('refuses an attachment uploaded by someone else, and one used twice', async () => {
    const attachmentId = await upload('victor', samplePdf());
    const stolen = await api('POST', '/api/notes', {
      token: as('mary').token,
      body: { receiverId: as('victor').id, message: 'Mine now', attachmentId },
    });
    expect(stolen.body.error.code).toBe('ATTACHMENT_MISSING');
    const first = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: as('mary').id, message: 'Once', attachmentId },
    });
    expect(first.status).toBe(201);
    const twice = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: as('mary').id, message: 'Twice', attachmentId },
    });
    expect(twice.status).toBe(400);
  });
});

describe('sticky notes', () => {
  it('adds a sticky note that staff with access read with the profile, with the spec text when incomplete', async () => {
    const created = await api('POST', '/api/stickynotes', {
      token: as('victor').token,
      body: { patientId: as('mary').id, level: 'Danger', message: 'Fall risk', open: false, createdBy: 'x' },
    });
    expect(created.status).toBe(201);
    expect(created.body.stickyNote).toMatchObject({
      open: true,
      createdBy: as('victor').id,
      level: 'Danger',
    });
    const profile = await api('GET', `/api/users/1/${as('mary').id}`, { token: as('victor').token });
    expect(profile.body.stickyNotes[0]).toMatchObject({ message: 'Fall risk' });
    const empty = await api('POST', '/api/stickynotes', {
      token: as('victor').token,
      body: { patientId: as('mary').id, level: 'Info', message: '  ' },
    });
    expect(empty.body.error.issues[0].message).toBe('Please make sure a name and message are filled out.');
    const cora = await api('POST', '/api/stickynotes', {
      token: as('cora').token,
      body: { patientId: as('mary').id, level: 'Info', message: 'x' },
    });
    expect(cora.status).toBe(404);
  });
});
