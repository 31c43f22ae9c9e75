import {
  accountPagesMessages,
  MESSAGE_PREVIEW_CHARS_DESKTOP,
  MESSAGE_PREVIEW_CHARS_MOBILE,
} from '@shop/core';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { type UnreadMessages, unreadStore } from './unread-store';

const MessagePopover = lazy(() => import('./message-popover'));

export function useUnreadMessages(): UnreadMessages | null {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, () => null);
}

export const BELL_CLASS =
  'relative inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-sand';

/** The bell icon with its count; the same face before and after the popover code arrives. */
export function BellFace({ variant, total }: { variant: 'desktop' | 'mobile'; total: number }) {
  return (
    <>
      <Bell aria-hidden className={variant === 'desktop' ? 'size-4' : 'size-5'} />
      <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-blush px-1 text-[10px] leading-4 text-white">
        {total}
      </span>
    </>
  );
}

/**
 * The message bell (storefront.md §2.5, §2.8): only when logged in with unread messages; its dropdown
 * lists subject and content cut to 18 characters (15 on mobile), each linking to /message_detail/{sno}.
 */
export function MessageBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const loggedIn = useIsLoggedIn();
  const unread = useUnreadMessages();
  if (!loggedIn || !unread || unread.total <= 0) return null;
  const previewChars = variant === 'desktop' ? MESSAGE_PREVIEW_CHARS_DESKTOP : MESSAGE_PREVIEW_CHARS_MOBILE;
  // Holds the bell's place while the popover code loads (no test id: it cannot open yet).
  const placeholder = (
    <button
      type="button"
      disabled
      aria-label={accountPagesMessages.unreadCount(unread.total)}
      className={BELL_CLASS}
    >
      <BellFace variant={variant} total={unread.total} />
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <MessagePopover variant={variant} unread={unread} previewChars={previewChars} />
    </Suspense>
  );
}
