import { statSync } from 'node:fs';
import path from 'node:path';

const startedAt = new Date();

/**
 * When the running build was made: the modification time of Next's BUILD_ID, written by `next build`
 * (the static pages' lastmod in the sitemap). Outside a build (tests, development) the process start.
 */
export function buildTime(): Date {
  try {
    return statSync(path.join(process.cwd(), '.next', 'BUILD_ID')).mtime;
  } catch {
    return startedAt;
  }
}
