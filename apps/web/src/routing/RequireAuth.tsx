import { Outlet } from 'react-router';

/**
 * The guard of the signed-in part of the app (product-spec §4, "Route guard on the parent").
 * For now it lets everyone through; the accounts issue replaces it with the real check
 * (token present, `GET /auth/jwt/check`, logout and redirect to /signin on failure).
 */
export function RequireAuth() {
  return <Outlet />;
}
