// @ts-check
/** Small file helpers: atomic writes (tmp + rename) and create-once (tmp + link). */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** @param {string} file */
const tmpNameFor = (file) => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);

/**
 * Replaces `file` atomically: readers see the old or the new content, never a partial one.
 * @param {string} file
 * @param {string | Buffer} content
 * @param {number} [mode]
 */
export async function writeFileAtomic(file, content, mode = 0o644) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = tmpNameFor(file);
  try {
    await fs.writeFile(tmp, content, { mode });
    await fs.rename(tmp, file);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Writes `file` only when it does not exist yet (complete content, never a partial file).
 * @param {string} file
 * @param {string | Buffer} content
 * @param {number} [mode]
 * @returns {Promise<boolean>} false when another writer created it first
 */
export async function createFileOnce(file, content, mode = 0o600) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = tmpNameFor(file);
  await fs.writeFile(tmp, content, { mode });
  try {
    await fs.link(tmp, file);
    return true;
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
  } finally {
    await fs.rm(tmp, { force: true });
  }
  // A file system without hard links: exclusive create instead.
  try {
    await fs.writeFile(file, content, { mode, flag: 'wx' });
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * @param {string} file
 * @returns {Promise<string | undefined>} the content, or undefined when the file does not exist
 */
export async function readIfExists(file) {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}
