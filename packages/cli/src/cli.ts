import { run } from './main';

// Ctrl-C stops listen cleanly: the callback being forwarded finishes, then the command exits.
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());

const status = await run(process.argv.slice(2), {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
  signal: stop.signal,
});
process.exitCode = status;
