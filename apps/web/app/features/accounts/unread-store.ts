// The unread messages the header bells show, shared by the desktop and the mobile bell. Kept apart from
// session.ts so the bell can follow it without loading the API client on first load.
import type { MessagesAnswer } from '@shop/contracts';

export type UnreadMessages = MessagesAnswer['messages'];

let unread: UnreadMessages | null = null;
const listeners = new Set<() => void>();

export function setUnread(next: UnreadMessages | null) {
  unread = next;
  for (const listener of listeners) listener();
}

export const unreadStore = {
  get: () => unread,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
