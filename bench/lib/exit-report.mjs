// Preloaded into the server under test (node --import) so that, if it stops during a bench, its
// last stderr lines say why: a signal from outside, or who called process.exit. No other effect.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.prependListener(signal, () => console.error(`[bench] server received ${signal}`));
}
const exit = process.exit.bind(process);
process.exit = (code) => {
  console.error(`[bench] process.exit(${code ?? ''}) called from:\n${new Error().stack}`);
  return exit(code);
};
process.on('exit', (code) => console.error(`[bench] server exiting with code ${code}`));
