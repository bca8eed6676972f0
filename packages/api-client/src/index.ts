// Public API of the one RTK Query root api. The contract helper fills in the implementation;
// these names are what the other packages rely on.
export { api } from './api';
export { sessionExpired } from './session';
export { getToken, setToken, clearToken, TOKEN_COOKIE } from './token';
