import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:net';
import Pusher from 'pusher-js';
import { eq } from 'drizzle-orm';
import { TEST_TODAY } from '../helpers/testApp';
import { bookingSuite } from '../helpers/suite';
import { databaseDigest } from '../helpers/digest';
import { emails } from '../../server/db/schema';

const s = bookingSuite();
let base: string;
// Listening for real: the realtime test connects a Pusher client and reads the domain list over HTTP.
beforeAll(async () => {
  await s.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.fastify.server.address() as { port: number }).port}`;
});
afterAll(() => {
  delete process.env.SMTP_URL;
});

const { post } = s;
const at = (local: string) => new Date(`${local}+02:00`);

async function guestBooking(
  over: Partial<Parameters<typeof s.fx.booking>[0]> = {},
  customer: Parameters<typeof s.fx.customer>[0] = {},
) {
  const p = await s.fx.position();
  const c = await s.fx.customer(customer);
  return {
    p,
    c,
    b: await s.fx.booking({
      positionId: p.id,
      customerId: c.id,
      checkIn: '2026-07-20',
      checkOut: '2026-07-23',
      adults: 2,
      children: 1,
      ...over,
    }),
  };
}

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((sock) => {
    let buf = '',
      inData = false,
      msg = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (let i = buf.indexOf('\r\n'); i >= 0; i = buf.indexOf('\r\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(msg);
            msg = '';
            sock.write('250 queued\r\n');
          } else msg += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250 test\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 end with .\r\n');
        } else if (cmd === 'QUIT') {
          sock.end('221 bye\r\n');
        } else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, messages }),
    ),
  );
}

describe('booking mails (bookings.md 4 "Sending mail from a booking")', () => {
  it('records a confirmation with escaped values, lists it, previews it, and publishes EmailSaved', async () => {
    const { b, c, p } = await guestBooking({}, { givenName: '<b>Åsa</b>' });
    s.rec.clear();
    const res = await post('bookings/send-confirmation', { booking_id: b.id });
    expect(res.status).toBe(200);
    const email = res.body.data.email;
    expect(email).toMatchObject({
      status: 'sent',
      title: `Bokningsbekräftelse ${b.bookingNumber}`,
      recipient_email: c.email,
      icon: 'mdi-email',
      opened_at: null,
    });
    expect(s.rec.named('EmailSaved')).toEqual([{ booking_id: b.id, invoice_id: null, booking_group_id: null, email }]);

    const [row] = await s.db.select().from(emails).where(eq(emails.id, email.id));
    expect(row).toMatchObject({ kind: 'confirmation', bookingId: b.id, customerId: c.id });
    expect(row.html).toContain('Demo Camping');
    expect(row.html).toContain('&lt;b&gt;Åsa&lt;/b&gt;');
    expect(row.html).not.toContain('<b>Åsa</b>');
    for (const text of ['2026-07-20', '2026-07-23', p.fullName, '2 vuxna, 1 barn', b.bookingNumber])
      expect(row.html).toContain(text);

    const listed = (await s.get(`bookings/${b.id}/emails`)).body.data.emails;
    expect(listed[0]).toMatchObject({ id: email.id, title: email.title, status: 'sent' });
    const preview = (await s.get(`email/${email.id}`)).body.data;
    expect(preview).toMatchObject({ html: row.html, title: email.title, recipient_email: c.email, status: 'sent' });
  });

  it('refuses a confirmation for cancelled, cancelling or checked-out bookings and customers without a usable address, changing nothing', async () => {
    const cases: [Awaited<ReturnType<typeof guestBooking>>, string, string][] = [
      [
        await guestBooking({ deletedAt: at('2026-07-01T10:00'), cancellationStatus: 'Avslutad' }),
        'booking_cancelled',
        'Bokningen är avbokad. Ingen bokningsbekräftelse skickas.',
      ],
      [
        await guestBooking({ cancellationStatus: 'Inväntar dokument' }),
        'booking_cancelling',
        'Bokningen håller på att avbokas. Ingen bokningsbekräftelse skickas.',
      ],
      [
        await guestBooking({
          checkIn: '2026-07-10',
          checkOut: '2026-07-12',
          checkedInAt: at('2026-07-10T15:00'),
          checkedOutAt: at('2026-07-12T10:00'),
        }),
        'already_checked_out',
        'Bokningen är utcheckad. Ingen bokningsbekräftelse skickas.',
      ],
      [await guestBooking({}, { email: null }), 'no_email', 'Kunden saknar e-postadress.'],
      [await guestBooking({}, { email: '  ' }), 'no_email', 'Kunden saknar e-postadress.'],
      [await guestBooking({}, { emailStatus: 'blocked' }), 'email_blocked', 'E-postadressen är blockerad.'],
    ];
    const before = await databaseDigest(s.db);
    s.rec.clear();
    for (const [{ b }, code, message] of cases) {
      const res = await post('bookings/send-confirmation', { booking_id: b.id });
      expect([res.status, res.body.error_code, res.body.error_message]).toEqual([422, code, message]);
    }
    expect((await post('bookings/send-confirmation', { booking_id: cases[3][0].b.id }, s.kassa)).status).toBe(403);
    expect((await post('bookings/send-confirmation', { booking_id: 99_999_999 })).body.error_message).toBe(
      'Bokningen finns inte.',
    );
    expect(await databaseDigest(s.db)).toEqual(before);
    expect(s.rec.events).toEqual([]);
  });

  it('sends the check-in mail only before check-in on the arrival day', async () => {
    const today = await guestBooking({ checkIn: TEST_TODAY, checkOut: '2026-07-18', expectedArrivalTime: '16:30' });
    const res = await post('bookings/send-checkin-email', { booking_id: today.b.id });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toMatchObject({
      title: `Incheckningsinformation ${today.b.bookingNumber}`,
      kind: 'checkin_information',
    });
    const tomorrow = await guestBooking({ checkIn: '2026-07-16', checkOut: '2026-07-18' });
    expect((await post('bookings/send-checkin-email', { booking_id: tomorrow.b.id })).body.error_message).toBe(
      'Incheckningsinformation kan bara skickas på incheckningsdagen.',
    );
    const arrived = await guestBooking({
      checkIn: TEST_TODAY,
      checkOut: '2026-07-18',
      checkedInAt: at(`${TEST_TODAY}T09:00`),
    });
    expect((await post('bookings/send-checkin-email', { booking_id: arrived.b.id })).body.error_message).toBe(
      'Incheckningsinformation skickas bara före incheckningen.',
    );

    // After check-in the confirmation of it replaces the mail; not once checked out.
    const confirmed = await post('bookings/send-checkin-confirmation', { booking_id: arrived.b.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email.title).toBe(`Incheckningsbekräftelse ${arrived.b.bookingNumber}`);
    const [row] = await s.db.select().from(emails).where(eq(emails.id, confirmed.body.data.email.id));
    expect(row.html).toContain(`${TEST_TODAY} 09:00`);
    expect((await post('bookings/send-checkin-confirmation', { booking_id: tomorrow.b.id })).body.error_message).toBe(
      'Incheckningsbekräftelse kan bara skickas för en incheckad bokning.',
    );
    const left = await guestBooking({
      checkIn: '2026-07-10',
      checkOut: '2026-07-12',
      checkedInAt: at('2026-07-10T15:00'),
      checkedOutAt: at('2026-07-12T10:00'),
    });
    expect((await post('bookings/send-checkin-confirmation', { booking_id: left.b.id })).body.error_message).toBe(
      'Bokningen är utcheckad. Ingen incheckningsbekräftelse skickas.',
    );
  });

  it('hands the mail to SMTP when SMTP_URL is set, and marks it failed when SMTP does not answer', async () => {
    const smtp = await fakeSmtp();
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      const { b, c } = await guestBooking();
      const res = await post('bookings/send-confirmation', { booking_id: b.id });
      expect(res.body.data.email.status).toBe('sent');
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain(`Subject: =?UTF-8?Q?Bokningsbekr=C3=A4ftelse_${b.bookingNumber}?=`);
      expect(smtp.messages[0]).toContain(`To: ${c.email}`);

      const port = smtp.port;
      await new Promise((r) => smtp.server.close(r));
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}/?connectionTimeout=2000`;
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failed = await post('bookings/send-confirmation', { booking_id: b.id });
      quiet.mockRestore();
      expect(failed.status).toBe(200);
      expect(failed.body.data.email.status).toBe('failed');
      expect(failed.body.snackbar).toEqual({ color: 'warning', text: 'E-postmeddelandet kunde inte skickas.' });
      const [row] = await s.db.select().from(emails).where(eq(emails.id, failed.body.data.email.id));
      expect(row.status).toBe('failed');
    } finally {
      delete process.env.SMTP_URL;
      smtp.server.close();
    }
  });

  it('delivers EmailSaved to a console over the Pusher protocol', async () => {
    const domains = await (await fetch(`${base}/api/domains`)).json();
    const d = domains.data.domains.find((x: any) => x.domain === 'demo');
    const client = new Pusher(d.realtime.key, {
      cluster: 'eu',
      wsHost: d.realtime.wsHost,
      wsPort: d.realtime.wsPort,
      forceTLS: d.realtime.forceTLS,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${d.baseURL}broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${s.token}` },
      },
    });
    try {
      const channel = client.subscribe(`private-${d.namespace}`);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
      });
      const arrived = new Promise<any>((resolve) => channel.bind('EmailSaved', resolve));
      const { b } = await guestBooking();
      const res = await post('bookings/send-confirmation', { booking_id: b.id });
      expect(await arrived).toEqual({
        booking_id: b.id,
        invoice_id: null,
        booking_group_id: null,
        email: res.body.data.email,
      });
    } finally {
      client.disconnect();
    }
  });
});
