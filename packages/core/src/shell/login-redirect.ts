/** Whether a path may be kept as the place to return to after login: never one containing /login (§2.3, §5). */
export function isStorableRedirectPath(path: string): boolean {
  return path !== '' && !path.includes('/login');
}
