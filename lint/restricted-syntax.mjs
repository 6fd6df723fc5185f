/**
 * The `no-restricted-syntax` selectors every part of the code base shares. ESLint keeps only the last
 * `no-restricted-syntax` setting that matches a file, so a block that adds selectors of its own spreads these first.
 */

/**
 * "Today" is Istanbul's (lib/domain/business-date.ts): the UTC date of the current instant is yesterday there from
 * 21:00 to 24:00 UTC. Forbidden: `new Date().toISOString().slice(0, 10)` and `new Date(Date.now() + …)` written the same way.
 */
const utcTodayMessage = 'The UTC date of the current instant is yesterday in Istanbul from 21:00 to 24:00 UTC: use istanbulToday() / istanbulDay() from lib/domain/business-date.';
const utcToday = (date) => `CallExpression[callee.property.name='slice'][arguments.0.value=0][arguments.1.value=10] > MemberExpression.callee > CallExpression.object[callee.property.name='toISOString'] > MemberExpression.callee > ${date}.object`;
export const utcTodaySelectors = [
  { selector: utcToday("NewExpression[callee.name='Date'][arguments.length=0]"), message: utcTodayMessage },
  { selector: utcToday("NewExpression[callee.name='Date']:has(CallExpression[callee.object.name='Date'][callee.property.name='now'])"), message: utcTodayMessage },
];

/**
 * The API is called through the typed client (lib/client/api.ts) and its links built by apiHref (lib/api/href.ts):
 * a string path to an endpoint ('/api/X/Y', or '/X/Y' under the HTTP client's /api base) outside the endpoint table
 * is refused, so a renamed or removed endpoint fails the type check instead of a call at run time.
 */
const apiPathMessage = "Call the API through the typed client (api.post('X/Y', …) from lib/client/api.ts) and build links with apiHref (lib/api/href.ts), not a string path.";
export const apiPathSelectors = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement:first-child[value.raw=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'Literal[value=/^\\/[A-Z][A-Za-z]+\\/[A-Z][A-Za-z]+(\\?.*)?$/]', message: apiPathMessage },
  { selector: 'TemplateElement:first-child[value.raw=/^\\/[A-Z][A-Za-z]+\\/[A-Z][A-Za-z]+(\\?|$)/]', message: apiPathMessage },
];

/** Files outside the endpoint table (lib/api/), where no module names an endpoint by its path. */
export const apiPathFiles = { files: ['components/**', 'pages/**', 'store/**', 'lib/**'], ignores: ['lib/api/**'] };
