import { setupServer } from 'msw/node';

/** The unit tests' one msw server; tests add handlers with `mswServer.use(...)`. */
export const mswServer = setupServer();
