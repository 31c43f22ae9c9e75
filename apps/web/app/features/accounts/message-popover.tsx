// The bell's trigger and dropdown on Radix Popover; loaded only once a logged-in member has unread
// messages, so guests never download the popover code.
import { accountPagesMessages, clip } from '@shop/core';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { BELL_CLASS, BellFace } from './message-bell';
import type { UnreadMessages } from './unread-store';

export default function MessagePopover({
  variant,
  unread,
  previewChars,
}: {
  variant: 'desktop' | 'mobile';
  unread: UnreadMessages;
  previewChars: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-testid={`message-bell-${variant}`}
        aria-label={accountPagesMessages.unreadCount(unread.total)}
        className={BELL_CLASS}
      >
        <BellFace variant={variant} total={unread.total} />
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
