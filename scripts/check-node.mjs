// Stops npm scripts with one clear line when the Node running them is too old (e.g. after --ignore-scripts,
// when the 'node' dev dependency that provides Node 24 was not installed).
const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  console.error(
    `Slidebrief needs Node.js 24 or newer (running ${process.version}). Run 'npm install' (it provides Node 24 to npm scripts) or install Node 24.`,
  )
  process.exit(1)
}
