/**
 * Product-spec §3/§9: the avatar shows the first letter of first_name, or P when there is
 * none. Same rule as apps/web's UserMenu (trimmed, upper-cased in the Russian locale).
 */
export function avatarInitial(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase('ru-RU') : 'P';
}
