import { describe, expect, it } from 'vitest';
import { PdfUnavailableError, selectPdfRenderer } from './pdf.ts';

describe('PDF renderer selection', () => {
  it('without a browser (switched off, or a path that does not exist) PDFs are unavailable, not a crash', async () => {
    for (const path of ['off', '/nonexistent/chromium']) {
      const renderer = selectPdfRenderer({ PDF_CHROMIUM_PATH: path });
      await expect(renderer.render('<p>x</p>')).rejects.toBeInstanceOf(PdfUnavailableError);
      await renderer.close();
    }
  });
});
