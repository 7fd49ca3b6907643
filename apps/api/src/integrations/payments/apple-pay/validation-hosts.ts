/**
 * Where merchant validation may go: Apple's documented Apple Pay gateway hosts only ("Setting up your server",
 * developer.apple.com/documentation/applepayontheweb/setting-up-your-server: production apple-pay-gateway.apple.com
 * and cn-apple-pay-gateway.apple.com, sandbox apple-pay-gateway-cert.apple.com and cn-apple-pay-gateway-cert.apple.com;
 * Apple asks merchants to allow no other host). The URL comes from the browser, so anything else is refused:
 * our server never requests an address a customer chose (SSRF).
 */
export const appleValidationHosts: readonly string[] = [
  'apple-pay-gateway.apple.com',
  'cn-apple-pay-gateway.apple.com',
  'apple-pay-gateway-cert.apple.com',
  'cn-apple-pay-gateway-cert.apple.com',
];

/** https, one of Apple's hosts, the default port, no credentials, a /paymentservices/ path. */
export function isAppleValidationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    appleValidationHosts.includes(url.hostname) &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    /^\/paymentservices\/[A-Za-z]+$/.test(url.pathname)
  );
}
