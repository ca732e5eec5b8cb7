// Imported first by the worker, before pdf.js loads: pdf.js prints warnings with console.log, and a
// worker's stdout is the caller's stdout, where the CLI writes its JSON and nothing else.
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write
