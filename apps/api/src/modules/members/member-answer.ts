import type { Member } from '@shop/contracts';
import type { MemberRow } from './members.repository.ts';

/** A member row as get-member answers it; never the password hash. */
export function toMemberAnswer(row: MemberRow): Member {
  return {
    member_id: row.member_id,
    member_account: row.member_account,
    member_mobile: row.member_mobile,
    member_name: row.member_name,
    member_birthday: row.member_birthday,
    member_nowtier2025: row.member_nowtier2025 as Member['member_nowtier2025'],
    buytotal2025: row.buytotal2025,
    member_lineid: row.member_lineid,
    member_fbid: row.member_fbid,
    member_googleid: row.member_googleid,
    line_binding_source: row.line_binding_source,
    picture_url: row.line_picture_url,
    has_password: row.password_hash !== null,
  };
}
