/** Escapes LIKE's wildcards (and its escape character) so a typed text matches as itself: '50%' is 50%. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
