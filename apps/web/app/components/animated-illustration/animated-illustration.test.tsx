// The animated illustration on the server: the box of its size and nothing of lottie (it loads in the
// browser only), nothing at all for options the spec refuses, with the spec's message logged.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimatedIllustration } from './animated-illustration.tsx';

afterEach(() => vi.restoreAllMocks());

describe('AnimatedIllustration', () => {
  it('renders a decorative box of the default size, 100% by 100%, with a transparent background', () => {
    const html = renderToStaticMarkup(<AnimatedIllustration animationLink="/animations/hello.json" />);
    expect(html).toBe(
      '<div style="width:100%;height:100%;background:transparent" data-testid="animated-illustration" aria-hidden="true"></div>',
    );
  });

  it('names a labelled illustration and takes pixel sizes', () => {
    const html = renderToStaticMarkup(
      <AnimatedIllustration animationData={{ v: '5.7.0' }} width={120} height="8rem" label="保養步驟動畫" />,
    );
    expect(html).toContain('style="width:120px;height:8rem;background:transparent"');
    expect(html).toContain('role="img" aria-label="保養步驟動畫"');
  });

  it('shows nothing without a source or with a speed of 0', () => {
    expect(renderToStaticMarkup(<AnimatedIllustration />)).toBe('');
    expect(renderToStaticMarkup(<AnimatedIllustration animationLink="/a.json" speed={0} />)).toBe('');
  });
});
