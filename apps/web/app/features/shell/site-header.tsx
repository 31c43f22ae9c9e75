import { useShellData } from '../../lib/shell-data';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

/** The desktop header from 1024 px up, the mobile header below (switched by CSS, both server-rendered). */
export function SiteHeader() {
  const shell = useShellData();
  return (
    <>
      <DesktopHeader shell={shell} />
      <MobileHeader shell={shell} />
    </>
  );
}
