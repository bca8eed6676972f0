import { contextHandlers } from './contexts';
import { crudHandlers } from './crud';
import { runHandlers } from './run';

/** Researches and comparisons (issue 6): create, edit, run, follow, read, save, feedback, report. */
export const analysesHandlers = { ...crudHandlers, ...runHandlers, ...contextHandlers };
