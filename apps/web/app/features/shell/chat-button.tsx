// The floating customer-chat button and its dialog (storefront.md §2.4): on every page but /my_cartlist
// when CHAT_BUTTON=line. The chat itself is the shop's LINE 官方帳號, where Taiwanese shoppers already
// talk to shops; a member's number is filled into the first message so the shop knows who writes.
import type { Member } from '@shop/contracts';
import { chatButtonShown, shellMessages, telHref } from '@shop/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShellData } from '../../lib/shell-data';
import { LocalKey, storage } from '../../lib/storage';

const messages = shellMessages.chat;

/** LINE's address that opens a chat with an official account, the text filled in (LINE URL scheme). */
export function lineChatUrl(lineId: string, text: string): string {
  const base = `https://line.me/R/oaMessage/${encodeURIComponent(lineId)}/`;
  return text ? `${base}?${encodeURIComponent(text)}` : base;
}

export function ChatButton() {
  const { thirdPartyTags, shop } = useShellData();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [firstLine, setFirstLine] = useState('');
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const member = storage.getJson<Member>(LocalKey.userData);
    setFirstLine(member ? messages.memberNote(member.member_id) : '');
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  if (thirdPartyTags.chatButton !== 'line' || !chatButtonShown(pathname)) return null;
  return (
    <div className="fixed right-4 bottom-[max(5.5rem,calc(env(safe-area-inset-bottom)+5rem))] z-[60] flex flex-col items-end gap-2 lg:bottom-8">
      {open && (
        <section
          id={panelId}
          aria-label={messages.open}
          data-testid="chat-panel"
          className="w-64 rounded-2xl border border-line bg-surface p-4 text-sm shadow-xl"
        >
          <a
            href={lineChatUrl(shop.lineId, firstLine)}
            target="_blank"
            rel="noopener"
            data-testid="chat-line-link"
            className="flex items-center justify-center rounded-full bg-[#06c755] px-4 py-2.5 font-semibold text-white hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            {messages.line}
            <span className="sr-only">{`（${messages.lineHint}）`}</span>
          </a>
          <p className="mt-3 text-muted">
            {`${messages.phone} `}
            <a
              href={telHref(shop.phone)}
              className="font-semibold text-ink underline-offset-2 hover:underline"
            >
              {shop.phone}
            </a>
          </p>
          <p className="mt-1 text-xs text-muted">{shop.serviceHours}</p>
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        data-testid="chat-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full bg-ink px-5 py-3 text-sm font-semibold text-surface shadow-lg hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {open ? messages.close : messages.open}
      </button>
    </div>
  );
}
