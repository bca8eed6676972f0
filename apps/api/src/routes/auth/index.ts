import type { Handlers } from '../types';
import { publicSettings } from './settings';

export const authHandlers = {
  authInit(request) {
    return publicSettings(request.server.config);
  },
} satisfies Handlers;
