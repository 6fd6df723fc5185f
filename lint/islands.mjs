/**
 * The guards of the islands (components/islands/, docs/ARCHITECTURE.md "The islands"): what would otherwise fail
 * silently, in a browser, fails lint. All of them are `no-restricted-syntax` selectors; ESLint keeps only the last
 * `no-restricted-syntax` setting that matches a file, so every block here spreads the shared selectors of
 * lint/restricted-syntax.mjs first.
 */
import { apiPathFiles, apiPathSelectors, utcTodaySelectors } from './restricted-syntax.mjs';

/** The layer itself, where the server/browser split and the modules behind the entry module live. */
const layer = 'components/islands/**';

/** A static island's module: rendered by the server, kept in the browser as its markup, without its code. */
const islandModule = 'components/**/*.island.tsx';

const typeofWindow = "UnaryExpression[operator='typeof'][argument.type='Identifier'][argument.name='window']";
/** The one split written outside the layer: `staticIslands(typeof window === 'undefined' ? module : null, load)`. */
const islandSplit = `CallExpression[callee.name='staticIslands'] > ConditionalExpression:first-child[consequent.type='Identifier'][alternate.raw='null'] > BinaryExpression.test[operator='==='][right.value='undefined'] > ${typeofWindow}.left`;
const staticIslandsCall = "CallExpression[callee.name='staticIslands']";
const muiImport = "ImportDeclaration[importKind!='type'][source.value=/^@(mui|emotion)\\//]";

/**
 * Outside the layer, `typeof window` is written only where a page hands a static island its module: Next's compiler
 * makes it a constant in each build, which drops the module from the browser's (a helper function could not: a
 * module passed to it is used, and stays). Everything else goes through the layer: AppFrame (MUI's frame on the
 * server only), inBrowser (a value only the browser has). And the layer is reached through its entry module.
 */
const callerSelectors = [
  {
    selector: `${typeofWindow}:not(${islandSplit})`,
    message:
      "`typeof window` outside components/islands is written only as staticIslands(typeof window === 'undefined' ? module : null, load); a value only the browser has is read with inBrowser(read, onServer) from @/components/islands.",
  },
  {
    selector: `${staticIslandsCall} > :first-child:not(ConditionalExpression[test.left.argument.name='window'][test.right.value='undefined'][consequent.type='Identifier'][alternate.raw='null'])`,
    message: "staticIslands takes the island's module as `typeof window === 'undefined' ? module : null`: any other form keeps the module in the browser's first load, or leaves the server without it.",
  },
  {
    selector: ':matches(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/(^|\\/)islands\\/./]',
    message: 'The islands are imported from @/components/islands, their entry module, not from the modules behind it.',
  },
];

/**
 * Which module a call of staticIslands loads. An island without an intent keeps the server's markup without its code:
 * its module is a `*.island.tsx` module, where lint refuses what needs the browser (below). An island that comes alive
 * on intent is made in one call with its intent, from a module of its own (it runs its handlers once alive).
 */
const islandCallSelectors = [
  {
    selector: `${staticIslandsCall}:not(CallExpression[arguments.length=2] > ${staticIslandsCall}.callee) ImportExpression:not([source.value=/\\.island$/])`,
    message: "A static island's module is a *.island.tsx module (its handlers and browser-only hooks fail lint there). An island that comes alive on intent is made in one call: staticIslands(…)(name, { atOnce }).",
  },
  {
    selector: `CallExpression[arguments.length=2] > ${staticIslandsCall}.callee ImportExpression[source.value=/\\.island$/]`,
    message: 'A *.island.tsx module has nothing to run in the browser: an island that comes alive on intent loads a module of its own, not named *.island.tsx.',
  },
  {
    selector: `Program:has(ImportSpecifier[imported.name='staticIslands']) ${muiImport}`,
    message:
      "A module that makes islands hydrates on the page's first load, where the app has no MUI frame: its MUI goes into the island's module (rendered in the server's frame, and loaded with MuiFrame in the browser).",
  },
];

/** The hooks a static island may call: they read what the page was rendered with, the same in the server's render. */
const readingHooks = ['useTranslation', 'useLocale', 'usePageText', 'useLaneText', 'useMemo', 'useContext'];
const readingHook = `/^(${readingHooks.join('|')})$/`;
const browserHook = `:matches([callee.name=/^use[A-Z]/], [callee.property.name=/^use[A-Z]/]):not([callee.name=${readingHook}], [callee.property.name=${readingHook}])`;

/** In a static island's module: nothing that runs in the browser, where its markup stays the server's without its code. */
const islandModuleSelectors = [
  {
    selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
    message:
      "A static island keeps the server's markup without its code: an event handler in it never runs. Use a link, or move the part into an island that comes alive on intent (a module not named *.island.tsx).",
  },
  {
    selector: `CallExpression${browserHook}`,
    message: `A static island keeps the server's markup without its code: state, effects and refs never run in it. It may read what the page was rendered with (${readingHooks.join(', ')}); move the rest into an island that comes alive on intent.`,
  },
];

/**
 * A page renders MUI in the browser only inside the site's MUI frame (the app hydrates without it): beside MuiFrame, or
 * within the signed-in area's screens, which render it (AccountScreen, AdminShell). bench/first-load.mjs checks the
 * build for the same; this catches a page module that imports MUI without either.
 */
const pageSelectors = [
  {
    selector: `Program:not(:has(ImportSpecifier[imported.name=/^(MuiFrame|AccountScreen|AdminShell)$/])) ${muiImport}`,
    message: "The app hydrates without MUI: a page renders MUI inside MuiFrame (from @/components/islands) or the signed-in area's screens (AccountScreen, AdminShell), which bring it.",
  },
];

const restricted = (...selectors) => ({ 'no-restricted-syntax': ['error', ...utcTodaySelectors, ...selectors] });

/** Spread at the end of eslint.config.mjs's `config`. */
export const islands = [
  {
    files: apiPathFiles.files,
    ignores: [...apiPathFiles.ignores, layer, islandModule],
    rules: restricted(...apiPathSelectors, ...callerSelectors, ...islandCallSelectors),
  },
  {
    files: ['lib/api/**'],
    rules: restricted(...callerSelectors),
  },
  {
    files: ['pages/**'],
    ignores: ['pages/_document.tsx'],
    rules: restricted(...apiPathSelectors, ...callerSelectors, ...islandCallSelectors, ...pageSelectors),
  },
  {
    files: [islandModule],
    rules: restricted(...apiPathSelectors, ...callerSelectors, ...islandModuleSelectors),
  },
];
