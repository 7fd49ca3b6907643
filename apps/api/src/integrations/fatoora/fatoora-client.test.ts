/** The HTTP adapter against the local simulation over real HTTP: onboarding, the compliance gate, reporting. */
import { X509Certificate } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { egsIdentity, onboard, submitted } from '../../test/fatoora.ts';
import { certificateFromToken, readCertificate } from './certificates.ts';
import { buildCsr, generateEgsKeyPair, type EgsIdentity } from './csr.ts';
import { createFatooraHttpClient } from './http-client.ts';
import { FatooraError, type FatooraClient } from './interface.ts';
import { startFatooraSimulationServer, type FatooraSimulationServer } from './simulation/server.ts';
import { createFatooraSimulation, FIRST_PIH, type FatooraSimulation } from './simulation/simulation.ts';

let clock = new Date('2026-11-27T10:00:00Z');
let verifierProblems: string[] = [];
const verified: { xml: string; hash: string }[] = [];
let simulation: FatooraSimulation;
let server: FatooraSimulationServer;
let client: FatooraClient;

beforeAll(async () => {
  simulation = createFatooraSimulation({
    now: () => clock,
    verifyInvoice: (xml, hash) => {
      verified.push({ xml, hash });
      return verifierProblems;
    },
  });
  server = await startFatooraSimulationServer(simulation);
  client = createFatooraHttpClient({ baseUrl: server.url });
});

afterAll(() => server.close());

afterEach(() => {
  verifierProblems = [];
  server.requests.length = 0;
  clock = new Date('2026-11-27T10:00:00Z');
});

async function failure(promise: Promise<unknown>): Promise<FatooraError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FatooraError);
  return error as FatooraError;
}

const csr = (overrides: Partial<EgsIdentity> = {}) =>
  buildCsr(generateEgsKeyPair().privateKeyPem, egsIdentity(overrides), 'developer-portal');

describe('onboarding', () => {
  it('issues a compliance CSID for a valid CSR and the demo code, then a production CSID after the three checks', async () => {
    const { compliance, production } = await onboard(client);

    const [first] = server.requests;
    expect(first).toMatchObject({ method: 'POST', path: '/compliance' });
    expect(first!.headers).toMatchObject({ otp: '123345', 'accept-version': 'V2', 'accept-language': 'en' });
    expect(first!.headers.authorization).toBeUndefined();
    const sentCsr = Buffer.from((first!.body as { csr: string }).csr, 'base64').toString('utf8');
    expect(sentCsr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);

    const checks = server.requests.filter((r) => r.path === '/compliance/invoices');
    expect(checks).toHaveLength(3);
    const expectedAuth = Buffer.from(`${compliance.binarySecurityToken}:${compliance.secret}`).toString(
      'base64',
    );
    expect(checks[0]!.headers.authorization).toBe(`Basic ${expectedAuth}`);
    expect(server.requests.at(-1)).toMatchObject({
      path: '/production/csids',
      body: { compliance_request_id: compliance.requestID },
    });

    for (const credentials of [compliance, production]) {
      const pem = certificateFromToken(credentials.binarySecurityToken);
      const x509 = new X509Certificate(pem);
      expect(x509.verify(new X509Certificate(simulation.certificateAuthorityPem).publicKey)).toBe(true);
      expect(x509.subject).toContain('CN=TST-886431145-311111111101113');
      expect(readCertificate(pem).notAfter.getTime()).toBeGreaterThan(clock.getTime());
    }
    expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);
    expect(production.dispositionMessage).toBe('ISSUED');

    const result = await client.reportSingle(production, submitted({ icv: 1, pih: FIRST_PIH }));
    expect(result).toMatchObject({ httpStatus: 200, reportingStatus: 'REPORTED' });
  });

  it('answers a wrong code with the documented 400 Invalid-OTP and issues nothing', async () => {
    const error = await failure(client.complianceCsid(csr(), '999999'));
    expect(error).toMatchObject({ kind: 'invalid-otp', httpStatus: 400, code: 'Invalid-OTP' });
    expect(error.messages).toEqual(['The provided OTP is invalid']);
    expect(error.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);

    const arabic = createFatooraHttpClient({ baseUrl: server.url, language: 'ar' });
    const inArabic = await failure(arabic.complianceCsid(csr(), '999999'));
    expect(inArabic.messages).toEqual(['رمز التحقق (OTP) المقدم غير صحيح']);
  });

  it('takes a portal code once, and not after it expired', async () => {
    const code = simulation.issueOtp();
    await expect(client.complianceCsid(csr(), code)).resolves.toMatchObject({ dispositionMessage: 'ISSUED' });
    expect((await failure(client.complianceCsid(csr(), code))).kind).toBe('invalid-otp');

    const late = simulation.issueOtp();
    clock = new Date(clock.getTime() + 3_600_001);
    expect((await failure(client.complianceCsid(csr(), late))).code).toBe('Invalid-OTP');
  });

  it('refuses a CSR for another environment or without the EGS fields, saying why', async () => {
    const simulationCsr = buildCsr(generateEgsKeyPair().privateKeyPem, egsIdentity(), 'simulation');
    const error = await failure(client.complianceCsid(simulationCsr, '123345'));
    expect(error).toMatchObject({ kind: 'rejected', code: 'Invalid-CSR' });
    expect(error.messages[0]).toContain('TSTZATCA-Code-Signing');

    const garbage = await failure(client.complianceCsid('not a CSR', '123345'));
    expect(garbage.code).toBe('Invalid-CSR');
  });

  it('gives the production CSID only once a simplified invoice, credit note and debit note passed', async () => {
    const compliance = await client.complianceCsid(csr(), '123345');
    const missing = await failure(client.productionCsid(compliance, compliance.requestID));
    expect(missing).toMatchObject({ kind: 'rejected', code: 'Missing-ComplianceSteps' });
    expect(missing.messages[0]).toContain(
      '[simplified-compliant,simplified-credit-note-compliant,simplified-debit-note-compliant]',
    );

    await client.complianceInvoice(compliance, submitted({ typeCode: '388' }));
    const rejected = await client.complianceInvoice(compliance, submitted({ typeCode: '381', icv: null }));
    expect(rejected).toMatchObject({ httpStatus: 400, reportingStatus: 'NOT_REPORTED' });
    const standard = await client.complianceInvoice(
      compliance,
      submitted({ typeCode: '383', transactionCode: '0100000' }),
    );
    expect(standard.validationResults.errorMessages.map((m) => m.code)).toEqual(['invalid-invoice-type']);
    const stillMissing = await failure(client.productionCsid(compliance, compliance.requestID));
    expect(stillMissing.messages[0]).toContain(
      '[simplified-credit-note-compliant,simplified-debit-note-compliant]',
    );

    await client.complianceInvoice(compliance, submitted({ typeCode: '381' }));
    await client.complianceInvoice(compliance, submitted({ typeCode: '383' }));
    await expect(client.productionCsid(compliance, '1')).rejects.toMatchObject({
      code: 'Invalid-Request-ID',
    });
    await expect(client.productionCsid(compliance, compliance.requestID)).resolves.toMatchObject({
      dispositionMessage: 'ISSUED',
    });
  });

  it('renews a production CSID with a new CSR and code; the unit keeps its chain', async () => {
    const { production, identity } = await onboard(client);
    const first = submitted({ icv: 1, pih: FIRST_PIH });
    await client.reportSingle(production, first);

    const wrongCode = await failure(client.renewProductionCsid(production, csr(identity), '000000'));
    expect(wrongCode.kind).toBe('invalid-otp');
    const otherTaxpayer = await failure(
      client.renewProductionCsid(production, csr({ ...identity, vatNumber: '399999999900003' }), '123345'),
    );
    expect(otherTaxpayer.code).toBe('Invalid-CSR');
    const renewed = await client.renewProductionCsid(production, csr(identity), '123345');
    expect(renewed).toMatchObject({ dispositionMessage: 'ISSUED', needsCompliance: false });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/production/csids' });

    const second = await client.reportSingle(renewed, submitted({ icv: 2, pih: first.invoiceHash }));
    expect(second.reportingStatus).toBe('REPORTED');
  });
});

describe('reporting', () => {
  it('reports a chain, answers 202 with warnings, 400 NOT_REPORTED, and a rejected document keeps its slot', async () => {
    const { production } = await onboard(client);
    const one = submitted({ icv: 1, pih: FIRST_PIH });
    expect(await client.reportSingle(production, one)).toMatchObject({
      httpStatus: 200,
      reportingStatus: 'REPORTED',
      validationResults: { status: 'PASS', errorMessages: [], warningMessages: [] },
    });
    expect(server.requests.at(-1)!.headers).toMatchObject({
      'accept-version': 'V2',
      'clearance-status': '0',
    });

    const two = submitted({ icv: 2, pih: one.invoiceHash, withoutBuildingNumber: true });
    const warned = await client.reportSingle(production, two);
    expect(warned).toMatchObject({ httpStatus: 202, reportingStatus: 'REPORTED' });
    expect(warned.validationResults.warningMessages.map((m) => m.code)).toEqual(['BR-KSA-09']);

    verifierProblems = ['the signature does not match the certificate'];
    const three = submitted({ icv: 3, pih: two.invoiceHash });
    const rejected = await client.reportSingle(production, three);
    expect(rejected).toMatchObject({ httpStatus: 400, reportingStatus: 'NOT_REPORTED' });
    expect(rejected.validationResults.errorMessages).toEqual([
      expect.objectContaining({
        type: 'ERROR',
        code: 'invalid-invoice',
        message: 'The invoice does not verify: the signature does not match the certificate',
      }),
    ]);
    expect(verified.at(-1)).toEqual({
      xml: Buffer.from(three.invoice, 'base64').toString('utf8'),
      hash: three.invoiceHash,
    });
    verifierProblems = [];

    const outOfOrder = await client.reportSingle(production, submitted({ icv: 5, pih: three.invoiceHash }));
    expect(outOfOrder.validationResults.errorMessages.map((m) => m.code)).toEqual(['invalid-icv']);
    const forked = await client.reportSingle(production, submitted({ icv: 4, pih: two.invoiceHash }));
    expect(forked.validationResults.errorMessages.map((m) => m.code)).toEqual(['invalid-pih']);

    const four = submitted({ icv: 4, pih: three.invoiceHash });
    expect((await client.reportSingle(production, four)).reportingStatus).toBe('REPORTED');
  });

  it('answers 500 while told to, a retryable failure that does not move the chain; the retry is reported', async () => {
    const { production } = await onboard(client);
    const one = submitted({ icv: 1, pih: FIRST_PIH });
    simulation.failNext(2);
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await failure(client.reportSingle(production, one));
      expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 500, retryable: true });
    }
    expect(await client.reportSingle(production, one)).toMatchObject({
      httpStatus: 200,
      reportingStatus: 'REPORTED',
    });
    // The same document again (a reply lost on the way) gets the same answer, not a chain error.
    expect(await client.reportSingle(production, one)).toMatchObject({
      httpStatus: 200,
      reportingStatus: 'REPORTED',
    });
    const two = submitted({ icv: 2, pih: one.invoiceHash });
    expect((await client.reportSingle(production, two)).reportingStatus).toBe('REPORTED');
  });

  it('refuses compliance credentials, unknown secrets and standard invoices', async () => {
    const { compliance, production } = await onboard(client);
    const doc = submitted({ icv: 1, pih: FIRST_PIH });
    expect(await failure(client.reportSingle(compliance, doc))).toMatchObject({
      kind: 'unauthorized',
      httpStatus: 401,
    });
    const forged = { ...production, secret: compliance.secret };
    expect((await failure(client.reportSingle(forged, doc))).kind).toBe('unauthorized');

    const standard = await client.reportSingle(
      production,
      submitted({ icv: 1, pih: FIRST_PIH, transactionCode: '0100000' }),
    );
    expect(standard.validationResults.errorMessages.map((m) => m.message)).toContain(
      'XML Submitted using reporting API is not a simplified document',
    );
    const notXml = await client.reportSingle(production, {
      ...doc,
      invoice: Buffer.from('<Invoice').toString('base64'),
    });
    expect(notXml.validationResults.errorMessages.map((m) => m.code)).toContain('XSD_ZATCA_INVALID');
  });
  it('answers in Arabic when asked to', async () => {
    const { production } = await onboard(client);
    const arabic = createFatooraHttpClient({ baseUrl: server.url, language: 'ar' });
    const result = await arabic.reportSingle(production, submitted({ icv: 2, pih: FIRST_PIH }));
    expect(server.requests.at(-1)!.headers['accept-language']).toBe('ar');
    expect(result.validationResults.errorMessages.map((m) => m.message)).toEqual([
      'يجب أن تكون قيمة عداد الفاتورة 1، وهي 2',
    ]);
  });

  it('refuses a document signed with another certificate than the credentials’', async () => {
    const { compliance, production } = await onboard(client);
    const own = certificateFromToken(production.binarySecurityToken);
    const other = certificateFromToken(compliance.binarySecurityToken);
    const one = submitted({ icv: 1, pih: FIRST_PIH, signedWith: other });
    const refused = await client.reportSingle(production, one);
    expect(refused.validationResults.errorMessages.map((m) => m.code)).toEqual(['certificate-mismatch']);
    const two = submitted({ icv: 2, pih: one.invoiceHash, signedWith: own });
    expect(await client.reportSingle(production, two)).toMatchObject({
      httpStatus: 200,
      reportingStatus: 'REPORTED',
    });
  });
});

describe('the adapter', () => {
  const answering = (status: number, body: string): FatooraClient =>
    createFatooraHttpClient({
      baseUrl: 'http://fatoora.test',
      fetchImpl: async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
    });
  const credentials = { binarySecurityToken: 'dG9rZW4=', secret: 's' };

  it('calls an answer without the documented shape a bad response, and an unreachable server unavailable', async () => {
    expect((await failure(answering(200, '<html>').complianceCsid('csr', '123345'))).kind).toBe(
      'bad-response',
    );
    expect((await failure(answering(200, '{"requestID":1}').complianceCsid('csr', '123345'))).kind).toBe(
      'bad-response',
    );
    expect((await failure(answering(400, '{}').reportSingle(credentials, submitted()))).kind).toBe(
      'bad-response',
    );
    expect((await failure(answering(503, '').reportSingle(credentials, submitted()))).retryable).toBe(true);
    const down = createFatooraHttpClient({ baseUrl: 'http://127.0.0.1:1' });
    expect(await failure(down.reportSingle(credentials, submitted()))).toMatchObject({ kind: 'unavailable' });
  });

  it('reads both documented error shapes and a renewal answered 428', async () => {
    const flat = await failure(
      answering(400, '{"code":"Missing-ComplianceSteps","message":"not done"}').productionCsid(
        credentials,
        '1',
      ),
    );
    expect(flat).toMatchObject({ code: 'Missing-ComplianceSteps', messages: ['not done'] });
    const listed = await failure(
      answering(400, '{"errors":["No Compliance certificate found"]}').productionCsid(credentials, '1'),
    );
    expect(listed).toMatchObject({
      kind: 'rejected',
      code: null,
      messages: ['No Compliance certificate found'],
    });

    const csidBody =
      '{"requestID":1234567890123,"dispositionMessage":"NOT_COMPLIANT","binarySecurityToken":"dA==","secret":"x"}';
    await expect(answering(428, csidBody).renewProductionCsid(credentials, 'csr', '123345')).resolves.toEqual(
      {
        requestID: '1234567890123',
        dispositionMessage: 'NOT_COMPLIANT',
        binarySecurityToken: 'dA==',
        secret: 'x',
        needsCompliance: true,
      },
    );
  });
});
