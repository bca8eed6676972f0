// Another user signed in where the last one worked (auth dispatches it): what this browser kept
// for the last one (the creatives selected for a research, with their file names) is not the new
// user's to see. Slices that keep a user's data react to it.
import { createAction } from '@reduxjs/toolkit';

export const accountChanged = createAction('entities/accountChanged');
