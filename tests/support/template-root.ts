import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory of database templates (tests/support/database-templates.ts). */
    databaseTemplates: string;
  }
}

/** Vitest global setup: a directory for the run's database templates, removed with the PostgreSQL templates at its end. */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'navlun-templates-'));
  project.provide('databaseTemplates', root);
  return async () => {
    for (const file of readdirSync(root).filter((name) => name.endsWith('.postgres'))) {
      await adminQuery(readFileSync(path.join(root, file), 'utf8'), `DROP DATABASE IF EXISTS ${file.replace(/\.postgres$/, '')} WITH (FORCE)`);
    }
    rmSync(root, { recursive: true, force: true });
  };
}
