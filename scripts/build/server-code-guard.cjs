// @ts-check
const path = require('node:path');

/**
 * Fails a browser compilation that bundles a module of lib/server/: server code (database, secrets, mail) never ships
 * to the browser. Pages reach lib/server only from getStaticProps / getServerSideProps, which Next removes from the
 * browser build, and components see it through `import type` only (lint/boundaries.mjs); anything that still pulls a
 * server module in fails the build with the chain of imports that brought it.
 */
class ServerCodeGuard {
  /** @param {string} root the project's root folder */
  constructor(root) {
    this.root = root;
    this.serverDir = path.join(root, 'lib', 'server') + path.sep;
  }

  /** @param {import('next/dist/compiled/webpack/webpack').webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('ServerCodeGuard', (/** @type {import('next/dist/compiled/webpack/webpack').webpack.Compilation} */ compilation) => {
      compilation.hooks.finishModules.tap('ServerCodeGuard', (/** @type {Iterable<import('next/dist/compiled/webpack/webpack').webpack.Module>} */ modules) => {
        for (const bundled of modules) {
          if (!this.isServerModule(bundled)) continue;
          const issuer = compilation.moduleGraph.getIssuer(bundled);
          // One error where the browser code enters the server folder, not one per server module behind it.
          if (issuer && this.isServerModule(issuer)) continue;
          const chain = this.importChain(compilation.moduleGraph, bundled);
          compilation.errors.push(new compiler.webpack.WebpackError(`Server code in the browser bundle: ${chain.join(' → ')}. Import its types only (import type), or move the shared part to lib/.`));
        }
      });
    });
  }

  /** @param {import('next/dist/compiled/webpack/webpack').webpack.Module | null | undefined} candidate */
  isServerModule(candidate) {
    const resource = /** @type {{ resource?: string }} */ (candidate ?? {}).resource;
    return typeof resource === 'string' && resource.startsWith(this.serverDir);
  }

  /**
   * The project files from the entry to `target`, as paths relative to the root.
   * @param {import('next/dist/compiled/webpack/webpack').webpack.Compilation['moduleGraph']} graph
   * @param {import('next/dist/compiled/webpack/webpack').webpack.Module} target
   */
  importChain(graph, target) {
    const chain = [];
    for (let at = /** @type {import('next/dist/compiled/webpack/webpack').webpack.Module | null} */ (target); at && chain.length < 12; at = graph.getIssuer(at)) {
      const resource = /** @type {{ resource?: string }} */ (at).resource;
      if (resource) chain.unshift(path.relative(this.root, resource));
    }
    return chain;
  }
}

module.exports = { ServerCodeGuard };
