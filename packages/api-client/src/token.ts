export const TOKEN_COOKIE = 'kreolab';
let memory: string | null = null;
export function getToken(): string | null {
  return memory;
}
export function setToken(token: string): void {
  memory = token;
}
export function clearToken(): void {
  memory = null;
}
