/**
 * Fatoora's three environments (ZATCA developer portal manual; the same in every public SDK): the developer portal
 * (a sandbox that answers everyone, its demo one-time code is 123345), the simulation (a rehearsal with the
 * taxpayer's real Fatoora account) and core (production). Each expects its own certificate template name in the CSR.
 */
export const fatooraEnvironments = ['developer-portal', 'simulation', 'core'] as const;
export type FatooraEnvironment = (typeof fatooraEnvironments)[number];

export const fatooraBaseUrls: Record<FatooraEnvironment, string> = {
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  core: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** The CSR's certificate template name (extension 1.3.6.1.4.1.311.20.2) per environment. */
export const certificateTemplates: Record<FatooraEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  core: 'ZATCA-Code-Signing',
};
