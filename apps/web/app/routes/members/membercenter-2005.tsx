// /member/membercenter_2005 (member-area §2.1, content not shown): the old site's 2025 member page
// (member_2025.php lands here). Its content is the 2025 programme, which /member-benefit now shows, so
// it redirects there permanently rather than keep a second copy (docs/decisions/033-member-benefits-page-member-benefit-and-member-membercenter.md).
import { redirect } from 'react-router';

export function loader() {
  return redirect('/member-benefit', 301);
}

export default function MemberCenter2005() {
  return null;
}
