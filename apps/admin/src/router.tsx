// A small router over the History API for the back office's few pages (paths under /admin).
import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useState } from 'react';

export const BASE = '/admin';

const RouterContext = createContext<{ path: string; search: URLSearchParams; go: (to: string) => void }>({
  path: '/',
  search: new URLSearchParams(),
  go: () => {},
});

function current() {
  const path = window.location.pathname.startsWith(BASE)
    ? window.location.pathname.slice(BASE.length) || '/'
    : '/';
  return { path, search: new URLSearchParams(window.location.search) };
}

export function Router({ children }: { children: ReactNode }) {
  const [where, setWhere] = useState(current);
  useEffect(() => {
    const onPop = () => setWhere(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (to: string) => {
    window.history.pushState(null, '', `${BASE}${to}`);
    setWhere(current());
    window.scrollTo(0, 0);
  };
  return <RouterContext.Provider value={{ ...where, go }}>{children}</RouterContext.Provider>;
}

export function useRouter() {
  return useContext(RouterContext);
}

export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const { go, path } = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(to);
  };
  const active = to === '/' ? path === '/' : path.startsWith(to.split('?')[0] ?? to);
  return (
    <a
      href={`${BASE}${to}`}
      onClick={onClick}
      className={className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
