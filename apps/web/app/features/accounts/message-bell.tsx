import {
  accountPagesMessages,
  clip,
  MESSAGE_PREVIEW_CHARS_DESKTOP,
  MESSAGE_PREVIEW_CHARS_MOBILE,
} from '@shop/core';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../shell/use-browser-state';
import { type UnreadMessages, unreadStore } from './session';

export function useUnreadMessages(): UnreadMessages | null {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get, () => null);
}

/**
 * The message bell (storefront.md §2.5, §2.8): only when logged in with unread messages; its dropdown
 * lists subject and content cut to 18 characters (15 on mobile), each linking to /message_detail/{sno}.
 */
export function MessageBell({ variant }: { variant: 'desktop' | 'mobile' }) {
  const loggedIn = useIsLoggedIn();
  const unread = useUnreadMessages();
  const [open, setOpen] = useState(false);
  if (!loggedIn || !unread || unread.total <= 0) return null;
  const previewChars = variant === 'desktop' ? MESSAGE_PREVIEW_CHARS_DESKTOP : MESSAGE_PREVIEW_CHARS_MOBILE;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid={`message-bell-${variant}`}
        aria-label={accountPagesMessages.unreadCount(unread.total)}
        className="relative inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-sand"
      >
        <Bell aria-hidden className={variant === 'desktop' ? 'size-4' : 'size-5'} />
        <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-blush px-1 text-[10px] leading-4 text-white">
          {unread.total}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          data-testid={`message-list-${variant}`}
          className="z-[60] w-72 max-w-[92vw] rounded-lg border border-line bg-surface p-2 text-sm shadow-lg"
        >
          <p className="px-2 py-1 text-xs text-ink-soft">{accountPagesMessages.messagesLabel}</p>
          <ul>
            {unread.data.map((message) => (
              <li key={message.sno}>
                <Link
                  to={`/message_detail/${message.sno}`}
                  onClick={() => setOpen(false)}
                  className="block rounded px-2 py-2 hover:bg-sand"
                >
                  <span className="block font-medium text-ink">{message.subject}</span>
                  <span data-testid="message-preview" className="block text-xs text-ink-soft">
                    {clip(message.content, previewChars)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
