/** The ZATCA QR code as an image (the payload itself is built in zatca-qr.ts). */
import QRCode from 'qrcode';

/** An SVG data URL of the QR code for `text`. */
export async function qrImageDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
