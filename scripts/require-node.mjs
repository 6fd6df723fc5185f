// The runtime the project is built and tested on: Node 24 LTS, installed by `npm ci` itself (the platform binary
// in optionalDependencies lands in node_modules/.bin, which every npm script puts first on the PATH). A server
// started directly with an older Node stops here with what to do, instead of failing later in a dependency.
const REQUIRED_MAJOR = 24;

/** Why this Node can't run the product, or undefined when it can. */
export function unsupportedNode(version) {
  if (Number(version.split('.')[0]) >= REQUIRED_MAJOR) return undefined;
  return `Node ${version} is too old: NavlunPort runs on Node ${REQUIRED_MAJOR} LTS. Start it with npm start (npm scripts use the Node that npm ci installed in node_modules/.bin), or run node_modules/.bin/node.`;
}

const reason = unsupportedNode(process.versions.node);
if (reason) {
  console.error(reason);
  process.exit(1);
}
