// Pricing benchmark of the production API build (see docs/performance.md, "Pricing"): what the issue-6 pricing
// (promo code, customer class, service fee, gift card, points: ADR 0011) costs.
// (a) GET /api/v1/cart with no selection vs (b) the same cart with promo HAJZ10 + a gift card + points + service
//     fee 1, autocannon at 1 connection (≈ server time) and 10;
// (c) POST /api/v1/orders (cash) with that full selection vs none: N sequential checkouts each, median and p95.
// Every customer is in a class (Gold, by paid orders), holds a 100 SAR gift card and 400 points, and has a cart of
// one held service and two shop products; only the selection sent differs.
// Usage: npm run bench:pricing (builds the API first) or node bench/pricing.mjs [--duration=10] [--warmup=2]
// [--connections=1,10] [--checkouts=30].
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { openSetupDb, signToken, startApi } from './lib/booking-data.mjs';
import { benchStart, measure, percentile } from './lib/load.mjs';
import { cliArgs, loadLine, median, runMain, stopAll, table, writeResult } from './lib/server.mjs';

const args = cliArgs();
const DURATION_S = Number(args.duration ?? 10);
const WARMUP_S = Number(args.warmup ?? 2);
const CONNECTIONS = String(args.connections ?? '1,10')
  .split(',')
  .map(Number);
const CHECKOUTS = Number(args.checkouts ?? 30);
/** Untimed checkouts of each kind first (JIT, first use of each query). */
const WARM_CHECKOUTS = 3;

const GIFT_CARD_VALUE = 10_000; // 100 SAR
const POINTS = 400;
/** Three confirmed orders of 400 SAR: 1,200 SAR paid, over the 1,000 SAR of the Gold class (5%). */
const CLASS_ORDERS = 3;
const CLASS_ORDER_TOTAL = 40_000;
const PROMO = 'HAJZ10';
const FEE_ID = 1;

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const serialOf = (i) => `BENCH-PRICING-${String(i).padStart(4, '0')}`;

/**
 * `n` customers, each with a gift card (card, its ledger account and the issue entry, as issueGiftCard writes them),
 * points (account + entry: balance and ledger agree) and confirmed cash orders that put them in a customer class.
 */
async function insertCustomers(q, n) {
  const customers = [];
  for (let i = 0; i < n; i++) {
    const [{ id }] = await q.query(
      `insert into users (mobile_number, first_name, last_name, is_completed)
       values ($1, 'Bench', 'Pricing', true) returning id`,
      [`9665${80_000_000 + i}`],
    );
    const tax = Math.round((GIFT_CARD_VALUE * 15) / 115);
    const [{ id: cardId }] = await q.query(
      `insert into gift_cards (serial_number, user_id, group_name_en, group_name_ar, value, expires_at, sub_total,
         tax, total)
       values ($1, $2, 'Bench gift card', 'بطاقة القياس', $3, now() + interval '365 days', $4, $5, $3) returning id`,
      [serialOf(i), id, GIFT_CARD_VALUE, GIFT_CARD_VALUE - tax, tax],
    );
    const [{ id: cardAccount }] = await q.query(
      `insert into ledger_accounts (user_id, kind, gift_card_id, balance) values ($1, 'gift_card', $2, $3) returning id`,
      [id, cardId, GIFT_CARD_VALUE],
    );
    await q.query(
      `insert into ledger_entries (account_id, amount, balance_after, reason, idempotency_key)
       values ($1, $2, $2, 'gift_card_issued', $3)`,
      [cardAccount, GIFT_CARD_VALUE, `gift_card:${cardId}:issue`],
    );
    const [{ id: pointsAccount }] = await q.query(
      `insert into ledger_accounts (user_id, kind, balance) values ($1, 'points', $2) returning id`,
      [id, POINTS],
    );
    await q.query(
      `insert into ledger_entries (account_id, amount, balance_after, reason, idempotency_key)
       values ($1, $2, $2, 'adjustment', 'bench:points:welcome')`,
      [pointsAccount, POINTS],
    );
    const orderTax = Math.round((CLASS_ORDER_TOTAL * 15) / 115);
    for (let k = 0; k < CLASS_ORDERS; k++) {
      await q.query(
        `insert into orders (order_number, user_id, status, payment_method, sub_total, tax_amount, total, created_at,
           confirmed_at)
         values ('HZ' || nextval('order_number_seq'), $1, 'confirmed', 'cash', $2, $3, $4,
           now() - interval '30 days', now() - interval '30 days')`,
        [id, CLASS_ORDER_TOTAL - orderTax, orderTax, CLASS_ORDER_TOTAL],
      );
    }
    customers.push({ id, serial: serialOf(i) });
  }
  return customers;
}

/** The query string / body fields of the full selection (spec §7 flat params). */
const fullSelection = (serial) => ({
  promo_code: PROMO,
  gift_card: serial,
  use_points: '1',
  [`service_fees[0][id]`]: String(FEE_ID),
});

async function api(origin, method, path, token, body) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

/** Free service times (public available-times of every branch), handed out in order; a taken one is skipped. */
async function slotSource(origin, service) {
  const options = [];
  for (const branch of service.branch_ids) {
    const res = await fetch(
      `${origin}/api/v1/product-masters/${service.id}/available-times?branch_id=${branch}&visitors=1`,
    );
    for (const day of (await res.json()).data.times)
      for (const slot of day.slots) options.push({ branch, date: day.date, time: slot.from });
  }
  // Spread over branches and days rather than filling one branch's first day.
  options.sort((a, b) => a.time.localeCompare(b.time) || a.date.localeCompare(b.date) || a.branch - b.branch);
  let next = 0;
  return async function hold(token) {
    while (next < options.length) {
      const pick = options[next++];
      const res = await api(origin, 'POST', '/api/v1/cart', token, {
        product_id: service.id,
        branch_id: pick.branch,
        date: pick.date,
        selectedTime: pick.time,
        visitors: 1,
      });
      if (res.status === 201) return;
      if (res.status !== 409) throw new Error(`hold: ${res.status} ${JSON.stringify(res.json)}`);
    }
    throw new Error('no free service time left');
  };
}

/** One held service and two shop products in the customer's cart. */
async function fillCart(origin, token, hold, shop) {
  await hold(token);
  for (const product of shop) {
    const res = await api(origin, 'POST', '/api/v1/cart', token, {
      product_id: product.id,
      branch_id: product.branch_ids[0],
    });
    if (res.status !== 201)
      throw new Error(`add product ${product.id}: ${res.status} ${JSON.stringify(res.json)}`);
  }
}

/** What a full selection must show: every part of it applied. Returns the parts that are not. */
function missing(totals, { order = false } = {}) {
  const fields = {
    promo_discount: totals.promo_discount,
    extra_discount: totals.extra_discount,
    gift_card_discount: totals.gift_card_discount,
    [order ? 'redeem_points_price' : 'redeem_points']: order
      ? totals.redeem_points_price
      : totals.redeem_points,
    [order ? 'order_service_fee_price' : 'order_service_fees_price']: order
      ? totals.order_service_fee_price
      : totals.order_service_fees_price,
  };
  return Object.entries(fields)
    .filter(([, v]) => !(v > 0))
    .map(([k, v]) => `${k}=${v}`);
}

/**
 * POST /api/v1/orders timed from the request to the end of the answer. Each checkout comes from its own loopback
 * address (127.0.1.x): the route allows 30 per minute per IP, and the bench makes more than that.
 */
function timedCheckout(origin, token, body, localAddress) {
  const payload = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const started = performance.now();
    const req = request(
      `${origin}/api/v1/orders`,
      {
        method: 'POST',
        localAddress,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode,
            ms: performance.now() - started,
            json: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
        res.on('error', fail);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('POST /orders timed out')));
    req.on('error', fail);
    req.end(payload);
  });
}

async function main() {
  const { dataDir, secret, env, machine } = benchStart('pricing');
  const checkoutsEach = WARM_CHECKOUTS + CHECKOUTS;
  try {
    console.log('Database: PGlite (fresh DATA_DIR). First start (migrations + demo seed)…');
    const first = await startApi({ dataDir, env });
    await first.close();
    const q = await openSetupDb({ dataDir });
    const customers = await insertCustomers(q, 1 + 2 * checkoutsEach);
    await q.close();
    console.log(
      `Inserted ${customers.length} customers, each with a ${GIFT_CARD_VALUE / 100} SAR gift card, ${POINTS} points ` +
        `and ${CLASS_ORDERS} confirmed orders of ${CLASS_ORDER_TOTAL / 100} SAR (Gold class).`,
    );
    const server = await startApi({ dataDir, env });
    const { origin } = server;
    console.log(`API up on ${origin} after ${server.bootMs} ms`);
    for (const c of customers) c.token = await signToken(secret, c.id);

    const services = (await (await fetch(`${origin}/api/v1/products?type=service`)).json()).data.products;
    const shop = (await (await fetch(`${origin}/api/v1/products?type=product`)).json()).data.products.slice(
      0,
      2,
    );
    const service = services[0];
    const hold = await slotSource(origin, service);
    console.log(
      `Cart: ${service.name} (${service.price / 100} SAR, held) + ${shop.map((p) => `${p.name} (${p.price / 100} SAR)`).join(' + ')}`,
    );

    // (a) and (b): GET cart of one customer, without and with the selection.
    const [viewer, ...buyers] = customers;
    await fillCart(origin, viewer.token, hold, shop);
    const cartUrl = `${origin}/api/v1/cart`;
    const fullUrl = `${cartUrl}?${new URLSearchParams(fullSelection(viewer.serial))}`;
    const headers = { authorization: `Bearer ${viewer.token}` };
    const plain = (await (await fetch(cartUrl, { headers })).json()).data.cart;
    const full = (await (await fetch(fullUrl, { headers })).json()).data.cart;
    const notApplied = missing(full);
    if (notApplied.length > 0) {
      console.error(`(b) does not apply the whole selection: ${notApplied.join(', ')}`);
      console.error(JSON.stringify(full, null, 2));
      process.exitCode = 2;
      throw new Error('selection not applied');
    }
    if (!(plain.extra_discount > 0)) throw new Error('(a): the customer class discount does not apply');
    const fmt = (c) =>
      `gross lines ${c.products.reduce((n, p) => n + p.total_price, 0) / 100}, promo ${c.promo_discount / 100}, ` +
      `class ${c.extra_discount / 100}, fee ${c.order_service_fees_price / 100}, gift card ` +
      `${c.gift_card_discount / 100}, points ${c.redeem_points} (${c.redeem_points_price / 100}), total ${c.total / 100} SAR`;
    console.log(`(a) no selection:   ${fmt(plain)}`);
    console.log(`(b) full selection: ${fmt(full)}`);
    const opts = { connections: CONNECTIONS, warmup: WARMUP_S, duration: DURATION_S, key: 'GET /cart' };
    const cartRows = [
      ...(await measure('(a) no selection', cartUrl, headers, opts)),
      ...(await measure('(b) full selection', fullUrl, headers, opts)),
    ];

    // (c) checkouts: none and full alternate, each customer once, a new cart (new hold) before each.
    console.log(
      `(c) POST /orders (cash): ${WARM_CHECKOUTS} + ${CHECKOUTS} sequential checkouts each, alternating none / full`,
    );
    const times = { none: [], full: [] };
    let address = 0;
    for (let i = 0; i < checkoutsEach; i++) {
      for (const kind of ['none', 'full']) {
        const buyer = buyers[2 * i + (kind === 'full' ? 1 : 0)];
        await fillCart(origin, buyer.token, hold, shop);
        const body = {
          payment_method_id: 'cash',
          is_scheduled: '0',
          ...(kind === 'full' ? fullSelection(buyer.serial) : {}),
        };
        address += 1;
        const localAddress = `127.0.${1 + Math.floor(address / 250)}.${1 + (address % 250)}`;
        const res = await timedCheckout(origin, buyer.token, body, localAddress);
        if (res.status !== 201)
          throw new Error(`checkout ${kind} #${i}: ${res.status} ${JSON.stringify(res.json)}`);
        const order = res.json.data.order;
        if (order.status.name !== 'confirmed')
          throw new Error(`checkout ${kind} #${i}: order ${order.status.name}`);
        if (kind === 'full') {
          const gaps = missing(order, { order: true });
          if (gaps.length > 0) throw new Error(`checkout full #${i} did not apply: ${gaps.join(', ')}`);
        }
        if (i >= WARM_CHECKOUTS) times[kind].push(res.ms);
      }
    }
    await server.close();

    const stats = (kind) => {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      return {
        'POST /orders (cash)': kind === 'none' ? 'no selection' : 'full selection',
        n: sorted.length,
        'median ms': round(median(sorted)),
        'p95 ms': round(percentile(sorted, 95)),
        'min ms': round(sorted[0]),
        'max ms': round(sorted.at(-1)),
      };
    };
    const checkoutRows = [stats('none'), stats('full')];
    const ratio = (b, a) => (a > 0 ? round(b / a, 2) : null);
    const checkoutRatio = {
      median: ratio(checkoutRows[1]['median ms'], checkoutRows[0]['median ms']),
      p95: ratio(checkoutRows[1]['p95 ms'], checkoutRows[0]['p95 ms']),
    };
    const ratioRows = CONNECTIONS.map((n) => {
      const a = cartRows.find((r) => r.connections === n && r['GET /cart'].startsWith('(a)'));
      const b = cartRows.find((r) => r.connections === n && r['GET /cart'].startsWith('(b)'));
      return {
        connections: n,
        'a req/s': a['req/s'],
        'b req/s': b['req/s'],
        'b/a req/s': ratio(b['req/s'], a['req/s']),
        'a ms/req': round((1000 * n) / a['req/s'], 2),
        'b ms/req': round((1000 * n) / b['req/s'], 2),
        'b/a p50': ratio(b['p50 ms'], a['p50 ms']),
        'b/a p99': ratio(b['p99 ms'], a['p99 ms']),
      };
    });

    const date = new Date().toISOString();
    console.log(`\nResults (${date}, PGlite)\n\nGET /api/v1/cart (3 lines, Gold class)\n`);
    console.log(table(cartRows));
    console.log('\nRatio (b) full selection / (a) none (ms/req = connections / req/s)\n');
    console.log(table(ratioRows));
    console.log(`\nPOST /api/v1/orders, cash, ${CHECKOUTS} each (after ${WARM_CHECKOUTS} untimed)\n`);
    console.log(table(checkoutRows));
    console.log(`\nRatio full / none: median ${checkoutRatio.median}, p95 ${checkoutRatio.p95}`);
    console.log(loadLine('at end'));
    const file = writeResult('pricing', {
      date,
      machine,
      database: 'PGlite (fresh DATA_DIR)',
      setup: {
        cart: [service, ...shop].map((p) => ({ id: p.id, type: p.type, price: p.price })),
        giftCardValue: GIFT_CARD_VALUE,
        points: POINTS,
        classOrders: { count: CLASS_ORDERS, total: CLASS_ORDER_TOTAL },
        promo: PROMO,
        serviceFeeId: FEE_ID,
      },
      totals: { none: plain, full },
      cart: { rows: cartRows, ratio: ratioRows },
      checkout: {
        warmup: WARM_CHECKOUTS,
        rows: checkoutRows,
        ratio: checkoutRatio,
        samplesMs: { none: times.none.map((x) => round(x, 2)), full: times.full.map((x) => round(x, 2)) },
      },
    });
    console.log(`JSON written to ${file}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await stopAll();
  }
}

runMain(main);
