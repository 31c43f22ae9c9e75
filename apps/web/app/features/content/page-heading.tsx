import type { ReactNode } from 'react';

/** The centred title of a content page, with an optional line beneath. */
export function PageHeading({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <header className="mb-8 text-center md:mb-10">
      <h1 data-testid={testId} className="text-2xl font-semibold tracking-wide md:text-3xl">
        {title}
      </h1>
      {children && <div className="mt-3 text-sm text-ink-soft">{children}</div>}
    </header>
  );
}

export function EmptyNote({ testId, children }: { testId: string; children: string }) {
  return (
    <p data-testid={testId} className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}
