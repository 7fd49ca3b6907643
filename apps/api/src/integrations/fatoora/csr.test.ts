/** The CSR as OpenSSL reads it, and the simulation's certificates as `openssl verify` judges them. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { egsIdentity } from '../../test/fatoora.ts';
import { certificateFromToken, certificateUnit, createCertificateAuthority } from './certificates.ts';
import { buildCsr, generateEgsKeyPair, readCsr } from './csr.ts';
import { createFatooraHttpClient } from './http-client.ts';
import { createFatooraSimulation, SIMULATION_BASE_URL } from './simulation/simulation.ts';

const dir = mkdtempSync(join(tmpdir(), 'fatoora-csr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** stdout and stderr of an openssl command, and whether it exited 0. */
function openssl(...args: string[]): { ok: boolean; output: string } {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('the CSR', () => {
  it('is signed by its secp256k1 key and carries every field ZATCA requires', () => {
    const { privateKeyPem } = generateEgsKeyPair();
    const csr = buildCsr(privateKeyPem, egsIdentity({ taxpayerName: 'صالون الورد' }), 'developer-portal');
    const { ok, output } = openssl(
      'req',
      '-in',
      file('unit.csr', csr),
      '-noout',
      '-text',
      '-verify',
      '-nameopt',
      'utf8',
    );
    expect(ok).toBe(true);
    expect(output).toContain('verify OK');
    expect(output).toContain(
      'Subject: C=SA, OU=Riyadh Branch, O=صالون الورد, CN=TST-886431145-311111111101113',
    );
    expect(output).toContain('ASN1 OID: secp256k1');
    expect(output).toContain('Signature Algorithm: ecdsa-with-SHA256');
    expect(output).toMatch(/1\.3\.6\.1\.4\.1\.311\.20\.2:\s*\n\s*\.\.TSTZATCA-Code-Signing/);
    expect(output).toContain(
      'DirName:/SN=1-Hajz|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f/UID=311111111101113/title=0100/registeredAddress=RRRD2929/businessCategory=Beauty salons',
    );
  });

  it('names the environment’s certificate template', () => {
    const { privateKeyPem } = generateEgsKeyPair();
    expect(readCsr(buildCsr(privateKeyPem, egsIdentity(), 'simulation')).template).toBe(
      'PREZATCA-Code-Signing',
    );
    expect(readCsr(buildCsr(privateKeyPem, egsIdentity(), 'core')).template).toBe('ZATCA-Code-Signing');
  });

  it('fails OpenSSL’s check once a byte of what was signed changes', () => {
    const { privateKeyPem } = generateEgsKeyPair();
    const csr = buildCsr(privateKeyPem, egsIdentity(), 'developer-portal');
    const der = Buffer.from(csr.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    const at = der.indexOf(Buffer.from('Riyadh Branch'));
    der[at] = 'X'.charCodeAt(0);
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    const checked = openssl('req', '-in', file('tampered.csr', tampered), '-noout', '-verify');
    expect(checked.output).toContain('verify failure');
    expect(checked.output).not.toContain('verify OK');
    expect(readCsr(tampered).signatureValid).toBe(false);
  });

  it('refuses an identity without the required shape', () => {
    const { privateKeyPem } = generateEgsKeyPair();
    expect(() => buildCsr(privateKeyPem, egsIdentity({ vatNumber: '123' }), 'core')).toThrow();
    expect(() => buildCsr(privateKeyPem, egsIdentity({ invoiceTypes: '2' }), 'core')).toThrow();
    expect(() => buildCsr(privateKeyPem, egsIdentity({ model: 'a|b' }), 'core')).toThrow();
  });
});

describe('the simulation’s certificates', () => {
  it('verify with openssl against its CA and keep the unit’s fields; another CA’s do not', async () => {
    const simulation = createFatooraSimulation();
    const client = createFatooraHttpClient({ baseUrl: SIMULATION_BASE_URL, fetchImpl: simulation.fetch });
    const { privateKeyPem } = generateEgsKeyPair();
    const csid = await client.complianceCsid(
      buildCsr(privateKeyPem, egsIdentity(), 'developer-portal'),
      '123345',
    );
    const certificate = certificateFromToken(csid.binarySecurityToken);
    const ca = file('ca.pem', simulation.certificateAuthorityPem);

    const verified = openssl('verify', '-CAfile', ca, file('leaf.pem', certificate));
    expect(verified).toMatchObject({ ok: true });
    expect(verified.output).toContain(': OK');
    expect(certificateUnit(certificate)).toEqual({
      vatNumber: '311111111101113',
      egsSerial: '1-Hajz|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
      invoiceTypes: '0100',
    });
    const text = openssl('x509', '-in', file('leaf.pem', certificate), '-noout', '-text').output;
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('Digital Signature');

    const stranger = createCertificateAuthority({ commonName: 'Someone Else' });
    expect(
      openssl('verify', '-CAfile', file('other.pem', stranger.certificatePem), file('leaf.pem', certificate))
        .ok,
    ).toBe(false);
  });
});
