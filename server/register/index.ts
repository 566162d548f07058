import type { Resource } from '../http/resource';
import { registerRegisterRoutes } from './routes';
import { registerReceiptRoutes } from './receiptRoutes';
import { registerTerminalRoutes } from './terminalRoutes';

export const registerResource: Resource = {
  name: 'register',
  register(r) {
    registerRegisterRoutes(r);
    registerReceiptRoutes(r);
    registerTerminalRoutes(r);
  },
};
