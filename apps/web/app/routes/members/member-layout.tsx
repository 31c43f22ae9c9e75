// The member area's frame: the member navigation beside (desktop) or above (phone) each member page.
import { Outlet } from 'react-router';
import { MemberNav } from '../../features/members/member-nav';

export default function MemberLayout() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:gap-10 md:py-12">
      <MemberNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
