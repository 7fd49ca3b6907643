import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, supportTicketAttachments, supportTickets, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Json } from '../../test/call.ts';
import { createCustomers } from '../../test/booking.ts';
import {
  book,
  getTicket,
  listTickets,
  openTicket,
  png,
  postForm,
  reply,
  ticketWorld,
  type Person,
} from '../../test/tickets.ts';

/** Support tickets from the customer's side (issue 16 item 7): their own only, unread counts, pictures. */

let t: TestApp;
let world: Awaited<ReturnType<typeof ticketWorld>>;
let northBooking: number;
let otherBooking: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await ticketWorld(t);
  northBooking = await book(t, world.north, world.customers.a, '10:00');
  otherBooking = await book(t, world.south, world.customers.b, '11:00');
});
afterAll(() => t.close());

const question = { subject: 'My booking time', category: 'booking', message: 'Can I come 30 minutes later?' };
const mobileOf = async (p: Person) =>
  (await t.database.db.select().from(users).where(eq(users.id, p.id)))[0]!.mobileNumber!;

describe('a customer opens tickets', () => {
  it('about one of their own bookings: the ticket belongs to its branch; another customer’s booking is a 404', async () => {
    const { a } = world.customers;
    const res = await openTicket(t, a.token, { ...question, order_id: northBooking });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('We received your message. We will answer here');
    const data = res.body.data;
    expect(data.ticket).toMatchObject({
      subject: 'My booking time',
      category: 'booking',
      status: 'open',
      order: { id: northBooking },
      branch: { id: world.north.branchId },
      unread_count: 0,
      last_message: 'Can I come 30 minutes later?',
    });
    expect(data.messages).toEqual([
      expect.objectContaining({ side: 'customer', body: question.message, attachments: [] }),
    ]);
    expect(data.ticket.order.order_number).toMatch(/^HZ/);

    const foreign = await openTicket(t, a.token, { ...question, order_id: otherBooking });
    expect(foreign.status).toBe(404);
    expect((await openTicket(t, a.token, { ...question, order_id: 99_999_999 })).status).toBe(404);
    // Nothing was written for the refused ones.
    const rows = await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('without a booking: no branch; a guest is asked to sign in', async () => {
    const res = await openTicket(t, world.customers.b.token, {
      subject: 'A gift card question',
      category: 'gift',
      message: 'Do gift cards expire?',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.ticket).toMatchObject({ branch: null, order: null, category: 'gift' });
    expect((await call(t, 'POST', '/api/v1/tickets', question)).status).toBe(401);
    expect((await call(t, 'GET', '/api/v1/tickets')).status).toBe(401);
  });

  it('refuses what is not valid, field by field, in the customer’s language', async () => {
    const { token } = world.customers.c;
    const bad = await openTicket(t, token, { subject: 'Hi', category: 'complaint', message: '   ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      subject: ['The subject must have 3 to 120 characters'],
      category: ['Choose what it is about'],
      message: ['Write your message'],
    });
    const long = await openTicket(t, token, { ...question, message: 'x'.repeat(2001) }, { lang: 'ar' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ message: ['يجب ألا تتجاوز الرسالة 2000 حرف'] });
    expect((await openTicket(t, token, { ...question, order_id: 'abc' })).body.errors).toEqual({
      order_id: ['Must be a positive whole number'],
    });
    expect((await openTicket(t, token, {})).body.errors).toMatchObject({
      subject: ['Enter a subject'],
      message: ['Write your message'],
    });
    const empty = await reply(t, token, 1, '');
    // Another customer's ticket is not found before its body is even read.
    expect(empty.status).toBe(404);
  });
});

describe('what a customer reaches', () => {
  it('lists only their own tickets and never opens, answers or shows the pictures of another’s (404)', async () => {
    const [me, other] = await createCustomers(t, 2);
    const mine = (await openTicket(t, me!.token, question)).body.data.ticket.id as number;
    const theirs = await postForm(
      t,
      '/api/v1/tickets',
      other!.token,
      { subject: 'Their own', category: 'other', message: 'Private' },
      await png(),
    );
    expect(theirs.status, theirs.payload).toBe(201);
    const theirId = theirs.body.data.ticket.id as number;
    const key = theirs.body.data.messages[0].attachments[0].key as string;

    const list = await listTickets(t, me!.token);
    expect(list.body.data.tickets.map((x: Json) => x.id)).toEqual([mine]);
    expect((await getTicket(t, me!.token, theirId)).status).toBe(404);
    expect((await reply(t, me!.token, theirId, 'let me in')).status).toBe(404);
    const picture = `/api/v1/tickets/${theirId}/attachments/${key}`;
    expect((await call(t, 'GET', picture, undefined, { token: me!.token })).status).toBe(404);
    // Nor through their own ticket's address.
    const viaMine = `/api/v1/tickets/${mine}/attachments/${key}`;
    expect((await call(t, 'GET', viaMine, undefined, { token: me!.token })).status).toBe(404);
    expect((await call(t, 'GET', picture)).status).toBe(401);
    // A customer is not the desk.
    expect((await getTicket(t, me!.token, mine, true)).status).toBe(403);
    expect((await call(t, 'GET', picture, undefined, { token: other!.token })).status).toBe(200);
    // The refused reply wrote nothing.
    expect((await getTicket(t, other!.token, theirId)).body.data.messages).toHaveLength(1);
  });
});

describe('pictures', () => {
  it('are re-encoded to a WebP no larger than 1600 px, served with the bearer token to the customer and the desk', async () => {
    const { a } = world.customers;
    const res = await postForm(
      t,
      '/api/v1/tickets',
      a.token,
      { subject: 'Broken mirror', category: 'other', message: 'See the photo' },
      await png(3200, 1000),
    );
    expect(res.status, res.payload).toBe(201);
    const [attachment] = res.body.data.messages[0].attachments;
    expect(attachment).toMatchObject({ content_type: 'image/webp', width: 1600, height: 500 });
    expect(attachment.key).toMatch(/^[0-9a-f]{32}$/);
    const got = await t.app.inject({
      method: 'GET',
      url: attachment.url,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 500 });
    expect(meta.exif).toBeUndefined();
    const id = res.body.data.ticket.id as number;
    const staffUrl = `/api/v1/admin/tickets/${id}/attachments/${attachment.key}`;
    const asOwner = await call(t, 'GET', staffUrl, undefined, { token: world.desk.owner.token });
    expect(asOwner.status).toBe(200);
    // A picture alone is a reply; the customer's reply with one is kept with it.
    const picOnly = await postForm(t, `/api/v1/tickets/${id}/messages`, a.token, {}, await png());
    expect(picOnly.status, picOnly.payload).toBe(201);
    expect(picOnly.body.data.messages.at(-1)).toMatchObject({ body: '', side: 'customer' });
    expect(picOnly.body.data.messages.at(-1).attachments).toHaveLength(1);
  });

  it('refuses a file that is not an image, whatever its name and type say, and one over 5 MB', async () => {
    const { a } = world.customers;
    const before = await t.database.db.select().from(supportTicketAttachments);
    const fields = { subject: 'Not a picture', category: 'other', message: 'Look' };
    const fake = {
      field: 'image',
      filename: 'photo.png',
      type: 'image/png',
      data: Buffer.from('#!/bin/sh\necho hi'),
    };
    const notImage = await postForm(t, '/api/v1/tickets', a.token, fields, fake);
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ image: ['Choose a JPEG, PNG or WebP image'] });
    const big = await png(10, 10);
    const huge = { ...big, data: Buffer.concat([Buffer.from(big.data), Buffer.alloc(5 * 1024 * 1024)]) };
    const tooBig = await postForm(t, '/api/v1/tickets', a.token, fields, huge, { lang: 'ar' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual({ image: ['يجب ألا يتجاوز حجم الصورة 5 ميغابايت'] });
    expect(await t.database.db.select().from(supportTicketAttachments)).toHaveLength(before.length);
  });
});

describe('the thread between a customer and the desk', () => {
  it('counts the business’s unread replies until the customer opens the ticket; a customer reply opens it again', async () => {
    const [c] = await createCustomers(t, 1);
    const id = (await openTicket(t, c!.token, { ...question, subject: 'Unread test' })).body.data.ticket.id;
    const owner = world.desk.owner.token;
    expect((await reply(t, owner, id, 'Yes, of course.', true)).body.data.ticket.status).toBe(
      'awaiting_customer',
    );
    expect((await reply(t, owner, id, 'See you then.', true)).status).toBe(201);

    const unread = async () =>
      (await call(t, 'GET', '/api/v1/tickets/unread-count', undefined, { token: c!.token })).body.data
        .unread_count;
    expect(await unread()).toBe(2);
    const list = (await listTickets(t, c!.token)).body.data;
    expect(list.unread_count).toBe(2);
    expect(list.tickets[0]).toMatchObject({
      id,
      unread_count: 2,
      status: 'awaiting_customer',
      last_message: 'See you then.',
    });

    const opened = await getTicket(t, c!.token, id);
    expect(opened.body.data.messages.map((m: Json) => [m.side, m.body])).toEqual([
      ['customer', question.message],
      ['staff', 'Yes, of course.'],
      ['staff', 'See you then.'],
    ]);
    expect(opened.body.data.messages[1].author_name).toBe('Test');
    expect(opened.body.data.ticket.unread_count).toBe(0);
    expect(await unread()).toBe(0);

    const back = await reply(t, c!.token, id, 'Thank you!');
    expect(back.status).toBe(201);
    expect(back.body.data.ticket.status).toBe('open');
    // Resolved, then answered by the customer: open again.
    expect(
      (await call(t, 'POST', `/api/v1/admin/tickets/${id}/resolve`, undefined, { token: owner })).status,
    ).toBe(200);
    expect((await reply(t, c!.token, id, 'One more thing')).body.data.ticket.status).toBe('open');
    const empty = await reply(t, c!.token, id, '  ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['Write a message or attach a picture'] });
  });

  it('replies and reads racing on one ticket never leave a reply counted read before it was seen', async () => {
    const [c] = await createCustomers(t, 1);
    const id = (await openTicket(t, c!.token, { ...question, subject: 'Race' })).body.data.ticket.id;
    const owner = world.desk.owner.token;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? reply(t, owner, id, `answer ${i}`, true) : getTicket(t, c!.token, id),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    // Whatever the interleaving: what is unread is exactly the replies above the marker, and each read saw them.
    const thread = await getTicket(t, c!.token, id);
    const staffIds = (thread.body.data.messages as Json[]).filter((m) => m.side === 'staff').map((m) => m.id);
    expect(staffIds).toHaveLength(6);
    for (const r of results.filter((x) => x.body.data?.messages && x.status === 200)) {
      const seen = (r.body.data.messages as Json[]).map((m) => m.id as number);
      // A read returns every message up to the one it marked: no gap below the newest it saw.
      const newest = Math.max(...seen);
      const all = (thread.body.data.messages as Json[]).map((m) => m.id as number).filter((m) => m <= newest);
      expect(seen).toEqual(all);
    }
    expect((await listTickets(t, c!.token)).body.data.unread_count).toBe(0);
  });

  it('a staff reply reaches the customer through the outbox: a notification and an SMS, in the ticket’s language', async () => {
    const [c] = await createCustomers(t, 1);
    const created = await openTicket(t, c!.token, { ...question, subject: 'موعد الحجز' }, { lang: 'ar' });
    const id = created.body.data.ticket.id as number;
    await reply(t, world.desk.owner.token, id, 'نعم بالتأكيد', true);
    await t.app.context.outbox.drain();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, c!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'ticket_reply',
        locale: 'ar',
        params: { ticket_id: id, subject: 'موعد الحجز' },
      }),
    ]);
    // The notification centre speaks the language the customer reads it in (ADR 0013); the text kept the ticket's.
    const centre = await call(t, 'GET', '/api/v1/notifications', undefined, { token: c!.token, lang: 'ar' });
    expect(centre.body.data.notifications[0]).toMatchObject({
      kind: 'ticket_reply',
      title: 'رددنا على "موعد الحجز"',
      target: { type: 'ticket', ticket_id: id },
    });
    const inEnglish = await call(t, 'GET', '/api/v1/notifications', undefined, {
      token: c!.token,
      lang: 'en',
    });
    expect(inEnglish.body.data.notifications[0]).toMatchObject({ title: 'We answered "موعد الحجز"' });
    const sms = t.sms.outbox(await mobileOf(c!));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('رددنا على رسالتك "موعد الحجز"');
    expect(sms[0]!.body).toContain(`/ar/dashboard/tickets?ticket=${id}`);
    // Delivered again (a lost acknowledgement): still one of each.
    await t.app.context.outbox.drain();
    expect(t.sms.outbox(await mobileOf(c!))).toHaveLength(1);
  });

  it('English tickets are answered in English', async () => {
    const [c] = await createCustomers(t, 1);
    const id = (await openTicket(t, c!.token, { ...question, subject: 'Parking' })).body.data.ticket.id;
    await reply(t, world.desk.owner.token, id, 'There is parking behind the branch.', true);
    await t.app.context.outbox.drain();
    const [sms] = t.sms.outbox(await mobileOf(c!));
    expect(sms!.body).toMatch(
      /we answered your message "Parking"\. Read it and reply here: http.*\/dashboard\/tickets\?ticket=\d+$/,
    );
    expect(sms!.body).not.toContain('/ar/');
  });

  it('a deleted account takes its tickets and pictures with it', async () => {
    const [c] = await createCustomers(t, 1);
    await postForm(
      t,
      '/api/v1/tickets',
      c!.token,
      { subject: 'Delete me', category: 'other', message: 'x' },
      await png(),
    );
    expect((await call(t, 'DELETE', '/api/v1/account/delete', undefined, { token: c!.token })).status).toBe(
      200,
    );
    expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, c!.id))).toEqual(
      [],
    );
  });
});

describe('a guest’s contact message', () => {
  const contact = (body: Json, ip?: string) => call(t, 'POST', '/api/v1/contact', body, ip ? { ip } : {});

  it('is kept with their mobile for the desk; a number that is not a Saudi mobile is refused', async () => {
    const res = await contact({
      name: 'Maha',
      mobile_number: '05 0123 4567',
      message: 'Do you open on Fridays?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Thank you. We received your message and will contact you on your mobile',
      data: { received: true },
    });
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.guestMobile, '966501234567'));
    expect(row).toMatchObject({
      userId: null,
      guestName: 'Maha',
      subject: 'Do you open on Fridays?',
      branchId: null,
    });
    const landline = await contact({ name: 'Maha', mobile_number: '0112345678', message: 'Hi' });
    expect(landline.status).toBe(422);
    expect(landline.body.errors).toEqual({
      mobile_number: ['Enter a valid Saudi mobile number (9 digits, starting with 5)'],
    });
    expect((await contact({ mobile_number: '501234567', message: '' })).body.errors).toMatchObject({
      name: ['This field is required'],
      message: ['Write your message'],
    });
  });

  it('takes at most 3 messages an hour from one number, exactly, even all at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        contact({ name: 'Racer', mobile_number: '555000111', message: `Try ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe(
      'Several messages were already sent from this number. Please try again later',
    );
    expect(refused.headers['retry-after']).toBe('3600');
    const rows = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.guestMobile, '966555000111'));
    expect(rows).toHaveLength(3);
  });

  it('takes at most 5 messages an hour from one network address', async () => {
    const ip = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await contact({ name: 'Net', mobile_number: `5600001${10 + i}`, message: 'Hello' }, ip)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('the desk’s answer goes to the guest’s mobile by SMS, with the answer itself; no notification', async () => {
    await contact({ name: 'Huda', mobile_number: '570000123', message: 'Is there parking?' });
    const [row] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.guestMobile, '966570000123'));
    const res = await reply(t, world.desk.manager.token, row!.id, 'Yes, behind the branch.', true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.ticket.customer).toMatchObject({
      guest: true,
      name: 'Huda',
      mobile_number: '570000123',
    });
    await t.app.context.outbox.drain();
    const [sms] = t.sms.outbox('966570000123');
    expect(sms!.body).toMatch(/answered your message: Yes, behind the branch\.$/);
  });
});
