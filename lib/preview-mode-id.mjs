// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's preview id (`.next/prerender-manifest.json`): the value of the `x-prerender-revalidate` header that makes
 * Next regenerate a prerendered page now. Null without a production build.
 * @param {string} nextDir the build's folder (`.next`)
 * @returns {string | null}
 */
export function previewModeId(nextDir) {
  try {
    const id = JSON.parse(readFileSync(path.join(nextDir, 'prerender-manifest.json'), 'utf8')).preview?.previewModeId;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}
