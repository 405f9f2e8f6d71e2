import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { manualClock } from '../domain/clock.ts';
import { createMailer, MAIL_RETRY_DELAYS, senderAddress, type Mail } from './mailer.ts';

/** Just enough of an SMTP server to receive mail: every message's raw text is kept. */
const fakeSmtp = async () => {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};

const mail: Mail = {
  to: 'dora@example.com',
  subject: 'Activate your Tidewatch account',
  text: 'Hello dora,\n\nhttp://en.localhost:8080/activate/result?token=abc',
  html: '<p>Hello dora,</p><a href="http://en.localhost:8080/activate/result?token=abc">Verify</a>',
  links: ['http://en.localhost:8080/activate/result?token=abc'],
};
const origins = { SITE_ORIGIN_ZH: 'http://localhost:8080' };

describe('sendMail', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    await migrate(db);
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    smtp.close();
    await db.destroy();
  });

  const outboxFor = (to: string) => db.selectFrom('outbox').selectAll().where('to_address', '=', to).execute();

  it('without MAIL_URL keeps the mail in the outbox and logs its links', async () => {
    const lines: string[] = [];
    const mailer = createMailer(origins, { db, log: (line) => lines.push(line) });
    await mailer.sendMail(db, { ...mail, to: 'outbox-only@example.com' });
    const [stored] = await outboxFor('outbox-only@example.com');
    expect(stored).toMatchObject({ subject: mail.subject, text: mail.text, html: mail.html, links: mail.links, attachments: [] });
    expect(lines.join('\n')).toContain(mail.links[0]);
    expect(smtp.received).toHaveLength(0);
  });

  it('with MAIL_URL also sends it by SMTP, HTML and text, with attachments', async () => {
    const mailer = createMailer({ ...origins, MAIL_URL: smtp.url }, { db, log: () => {} });
    await mailer.sendMail(db, { ...mail, to: 'smtp@example.com', attachments: [{ filename: 'license.key', content: 'eyJhbGciOiJFZERTQSJ9.e30.sig' }] });
    mailer.close();
    expect(await outboxFor('smtp@example.com')).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0];
    expect(raw).toMatch(/^To: smtp@example\.com$/m);
    expect(raw).toMatch(/^From: "?Tidewatch"? <no-reply@localhost>$/m);
    expect(raw).toMatch(/^Subject: Activate your Tidewatch account$/m);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('filename=license.key');
  });

  it('a failed SMTP send is logged and the mail stays in the outbox', async () => {
    const mailer = createMailer({ ...origins, MAIL_URL: 'smtp://127.0.0.1:1' }, { db, log: () => {} });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(mailer.sendMail(db, { ...mail, to: 'unreachable@example.com' })).resolves.toBeUndefined();
    } finally {
      console.error = original;
      mailer.close();
    }
    expect(await outboxFor('unreachable@example.com')).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('a mail stored in a transaction that rolls back leaves no trace', async () => {
    const mailer = createMailer(origins, { db, log: () => {} });
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.store(trx, { ...mail, to: 'rolled-back@example.com' });
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    expect(await outboxFor('rolled-back@example.com')).toHaveLength(0);
  });

  it('a mail stored by a copy that died before sending it is sent by the outbox job of another, once, however many run at once', async () => {
    const dying = createMailer(origins, { db, log: () => {} });
    await dying.store(db, { ...mail, to: 'orphan@example.com' });
    const copies = Array.from({ length: 4 }, () => createMailer({ ...origins, MAIL_URL: smtp.url }, { db, log: () => {} }));
    const before = smtp.received.length;
    await Promise.all(copies.map((copy) => copy.sendDue()));
    copies.forEach((copy) => copy.close());
    expect(smtp.received.slice(before).filter((raw) => /^To: orphan@example\.com$/m.test(raw))).toHaveLength(1);
    const [row] = await outboxFor('orphan@example.com');
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it('a mail the SMTP server refused is tried again once the retry delay has passed, not before', async () => {
    const clock = manualClock();
    const down = createMailer({ ...origins, MAIL_URL: 'smtp://127.0.0.1:1' }, { db, clock, log: () => {} });
    const original = console.error;
    console.error = () => {};
    try {
      await down.sendMail(db, { ...mail, to: 'retried@example.com' });
    } finally {
      console.error = original;
      down.close();
    }
    const up = createMailer({ ...origins, MAIL_URL: smtp.url }, { db, clock, log: () => {} });
    const sentTo = () => smtp.received.filter((raw) => /^To: retried@example\.com$/m.test(raw)).length;
    await up.sendDue();
    expect(sentTo()).toBe(0);
    clock.advance(MAIL_RETRY_DELAYS[0]);
    await up.sendDue();
    up.close();
    expect(sentTo()).toBe(1);
    expect((await outboxFor('retried@example.com'))[0]).toMatchObject({ attempts: 2, next_attempt_at: null });
  });

  it('a stored mail delivered while the outbox job runs goes out once', async () => {
    const copy = createMailer({ ...origins, MAIL_URL: smtp.url }, { db, log: () => {} });
    const job = createMailer({ ...origins, MAIL_URL: smtp.url }, { db, log: () => {} });
    const letter = { ...mail, to: 'raced@example.com' };
    await copy.store(db, letter);
    await Promise.all([copy.deliver(letter), job.sendDue(), job.sendDue()]);
    copy.close();
    job.close();
    expect(smtp.received.filter((raw) => /^To: raced@example\.com$/m.test(raw))).toHaveLength(1);
  });

  it('the sender is MAIL_FROM, else the SMTP user when it is an address, else no-reply at the site', () => {
    expect(senderAddress({ ...origins, MAIL_FROM: 'Sales <sales@tidewatch.example>' })).toBe('Sales <sales@tidewatch.example>');
    expect(senderAddress({ ...origins, MAIL_URL: 'smtps://bot%40tidewatch.example:pw@smtp.example:465' })).toBe('"Tidewatch" <bot@tidewatch.example>');
    expect(senderAddress({ SITE_ORIGIN_ZH: 'https://tidewatch.example' })).toBe('"Tidewatch" <no-reply@tidewatch.example>');
  });
});
