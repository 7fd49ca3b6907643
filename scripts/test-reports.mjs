// The failed tests named in vitest's and Playwright's JSON reports, one line each, for the end of a CI log
// (only its tail is kept where CI results are read).

// eslint-disable-next-line no-control-regex -- the escape character is what colour codes start with
const ansi = /\x1b\[[0-9;]*m/g;

/**
 * "file › test: first line of the error", kept short; with `at` (file:line of the failing step) and the error's
 * "Locator:" line when it has one, so a log's tail says which step failed on what.
 */
const failedLine = (file, title, message, at) => {
  const lines = String(message ?? '')
    .replace(ansi, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const locator = lines.find((l) => l.startsWith('Locator:'));
  return `${file} › ${title}: ${[lines[0] ?? '', locator, at && `at ${at}`].filter(Boolean).join(' · ')}`.slice(
    0,
    400,
  );
};

/** @param report vitest's JSON report (or null when it wrote none); @param root the path to strip from files. */
export const vitestFailures = (report, root) =>
  (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [failedLine(name, '(file)', file.message)];
    return failed.map((t) => failedLine(name, t.fullName, t.failureMessages?.[0]));
  });

/** @param report Playwright's JSON report (or null). Failed = a spec not ok (unexpected, or timed out). */
export function playwrightFailures(report) {
  // The top suites are the files (titled with the file name); below them, describe blocks.
  const walk = (suite, path) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const results = spec.tests.flatMap((t) => t.results);
        const title = [...path, spec.title].join(' › ');
        const error = results.find((r) => r.error)?.error;
        const at = error?.location && `${error.location.file.split('/').pop()}:${error.location.line}`;
        return failedLine(spec.file, title, error?.message, at);
      }),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return (report?.suites ?? []).flatMap((file) => walk(file, []));
}
