import type { Handlers } from '../types';
import { loginHandlers } from './login';
import { passwordHandlers } from './password';
import { registerHandlers } from './register';
import { sessionHandlers } from './session';
import { publicSettings } from './settings';
import { verifyHandlers } from './verify';

export const authHandlers = {
  authInit(request) {
    return publicSettings(request.server.config);
  },
  ...registerHandlers,
  ...verifyHandlers,
  ...loginHandlers,
  ...sessionHandlers,
  ...passwordHandlers,
} satisfies Handlers;
