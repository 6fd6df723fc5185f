import { extensionOf } from '../domain/file-name';
import { acceptedFileTypes, MAX_FILE_BYTES, MAX_FILES } from '../domain/file-rules';

/** Why a chosen file was left out (search namespace: files.errors.<code>). */
export interface FileProblem {
  code: 'tooLarge' | 'unsupportedType' | 'empty' | 'tooMany' | 'duplicate';
  name: string;
}

interface ChosenFile {
  name: string;
  size: number;
  lastModified?: number;
}

const acceptedExtensions = new Set(acceptedFileTypes.flatMap((type) => type.extensions));

const sameFile = (a: ChosenFile, b: ChosenFile) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The browser's first check of files being added to the chosen ones: an accepted extension, not empty,
 * at most MAX_FILE_BYTES, not chosen twice, at most MAX_FILES in all. The server checks again, and
 * reads the real type from the bytes.
 */
export function addFiles<T extends ChosenFile>(current: readonly T[], added: readonly T[]): { files: T[]; problems: FileProblem[] } {
  const files = [...current];
  const problems: FileProblem[] = [];
  for (const file of added) {
    const problem: FileProblem['code'] | null = !acceptedExtensions.has(extensionOf(file.name))
      ? 'unsupportedType'
      : file.size === 0
        ? 'empty'
        : file.size > MAX_FILE_BYTES
          ? 'tooLarge'
          : files.some((chosen) => sameFile(chosen, file))
            ? 'duplicate'
            : files.length >= MAX_FILES
              ? 'tooMany'
              : null;
    if (problem) problems.push({ code: problem, name: file.name });
    else files.push(file);
  }
  // "at most 5 files" once, not once per file over the limit
  return { files, problems: problems.filter((problem, index) => problem.code !== 'tooMany' || problems.findIndex((other) => other.code === 'tooMany') === index) };
}
