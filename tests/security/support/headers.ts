/**
 * The security headers every answer must carry (lib/security-headers.js), as a list of what is wrong
 * with one answer's headers. `https`: the request came over https, so HSTS is due.
 */
export function headerProblems(headers: Headers, https: boolean): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.split(/\s+/)[0] === name);
  if (!csp) problems.push('no Content-Security-Policy');
  if (csp.includes("'unsafe-eval'")) problems.push("CSP allows 'unsafe-eval'");
  const scripts = directive('script-src') ?? directive('default-src') ?? '';
  if (!scripts) problems.push('CSP has no script-src or default-src');
  if (scripts.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  if (/\s(\*|https?:|data:)(\s|$)/.test(scripts)) problems.push(`script-src too wide: ${scripts}`);
  if (directive('frame-ancestors') !== "frame-ancestors 'none'") problems.push(`frame-ancestors is ${directive('frame-ancestors') ?? 'missing'}`);
  if (directive('object-src') !== "object-src 'none'") problems.push('object-src is not none');
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  const referrer = headers.get('referrer-policy') ?? '';
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) problems.push(`Referrer-Policy "${referrer}"`);
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) if (!permissions.includes(feature)) problems.push(`Permissions-Policy lacks ${feature}`);
  const hsts = headers.get('strict-transport-security') ?? '';
  if (https) {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    if (maxAge < 31_536_000) problems.push(`HSTS over https is "${hsts}"`);
  }
  if (headers.get('x-powered-by')) problems.push('X-Powered-By is sent');
  return problems;
}
