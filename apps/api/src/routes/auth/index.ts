import type { Handlers } from '../types';
import { sessionHandlers } from './session';
import { publicSettings } from './settings';

export const authHandlers = {
  authInit(request) {
    return publicSettings(request.server.config);
  },
  ...sessionHandlers,
} satisfies Handlers;
