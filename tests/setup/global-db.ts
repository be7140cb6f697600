import type { TestProject } from 'vitest/node';
import { prepareTemplate } from '../support/test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/** Migrates the template database once for the whole run. */
export default async function setup(project: TestProject) {
  project.provide('dbTemplate', await prepareTemplate());
}
