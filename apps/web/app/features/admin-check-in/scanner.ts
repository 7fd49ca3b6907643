/**
 * Reading entry passes (issue 16 item 4) with qr-scanner (nimiq, MIT): the device's camera, or a photo of the
 * pass. The library is imported here only when the desk starts the camera or picks an image, so it is a chunk of
 * its own that even the check-in screen loads on demand (its decoder runs in a worker made from a blob: the back
 * office's pages allow that, apps/api/src/web/page-policy.ts).
 */
export type Camera = { stop: () => void };

const library = () => import('qr-scanner').then((m) => m.default);

/** Starts the camera into `video`; `onCode` gets each pass read (the caller stops the camera when it has one). */
export async function startCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<Camera> {
  const QrScanner = await library();
  const scanner = new QrScanner(video, (result) => onCode(result.data), {
    returnDetailedScanResult: true,
    preferredCamera: 'environment',
    maxScansPerSecond: 8,
    // The whole picture, not the library's centre square: a pass held anywhere in view is read.
    calculateScanRegion: (v) => {
      const side = Math.min(v.videoWidth, v.videoHeight);
      const scale = Math.min(1, 720 / Math.max(v.videoWidth, v.videoHeight));
      return {
        x: 0,
        y: 0,
        width: v.videoWidth,
        height: v.videoHeight,
        downScaledWidth: Math.round(v.videoWidth * scale) || side,
        downScaledHeight: Math.round(v.videoHeight * scale) || side,
      };
    },
  });
  try {
    await scanner.start();
  } catch (error) {
    scanner.destroy();
    throw error;
  }
  return { stop: () => scanner.destroy() };
}

/** The pass in a picture, or null when there is no QR code in it. */
export async function scanImage(file: File): Promise<string | null> {
  const QrScanner = await library();
  try {
    return (
      await QrScanner.scanImage(file, { returnDetailedScanResult: true, alsoTryWithoutScanRegion: true })
    ).data;
  } catch {
    return null;
  }
}
