import { run } from './main';

const status = await run(process.argv.slice(2), {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
});
process.exitCode = status;
