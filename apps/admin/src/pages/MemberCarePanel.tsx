// A member's sessions (when, never the token) with 登出此裝置, 解除登入鎖定, and a site message to the
// member; the tier message form (decision 108). Every action is audited by the server.
import { backStageCalls, type StaffMemberRow } from '@shop/contracts/back-stage';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { send } from '../api.ts';
import { messageOf } from '../data-table.tsx';
import { when } from '../labels.ts';
import { ErrorNote, Field, LabelledInput, Loading, useStaffCall } from '../ui.tsx';

type Sessions = Awaited<ReturnType<typeof send<typeof backStageCalls.memberSessions>>>;

export function MemberCarePanel({ member, onClose }: { member: StaffMemberRow; onClose: () => void }) {
  const [data, setData] = useState<Sessions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { error: callError, run } = useStaffCall();
  const error = callError ?? loadError;
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const params = { memberId: member.member_id };
  const load = useCallback(() => {
    send(backStageCalls.memberSessions, { params: { memberId: member.member_id } })
      .then(setData)
      .catch((e) => setLoadError(messageOf(e)));
  }, [member.member_id]);
  useEffect(load, [load]);

  const end = async (sessionId: number) => {
    if (!(await run(() => send(backStageCalls.endMemberSession, { params: { ...params, sessionId } }))))
      return;
    setNotice('已登出該裝置');
    load();
  };
  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(() => send(backStageCalls.unlockMember, { params, body: { reason } }));
    if (!answer) return;
    setNotice(`已解除登入鎖定（清除 ${answer.cleared} 筆失敗紀錄）`);
    setReason('');
    load();
  };

  return (
    <section className="panel" aria-labelledby="care-title">
      <h2 id="care-title">{member.member_name} 的帳號</h2>
      <ErrorNote message={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {!data && !error ? <Loading /> : null}
      {data ? (
        <>
          <h3>登入中的裝置</h3>
          {data.sessions.length === 0 ? (
            <p>目前沒有登入中的裝置</p>
          ) : (
            <ul data-testid="member-sessions">
              {data.sessions.map((s) => (
                <li key={s.session_id}>
                  <span data-testid={`session-device-${s.session_id}`}>{s.device_name || '未知裝置'}</span>
                  ，登入於 {when(s.created_at)}，最後使用 {when(s.last_seen_at)}{' '}
                  <button type="button" className="secondary" onClick={() => end(s.session_id)}>
                    登出此裝置
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3>登入失敗</h3>
          <p>最近 15 分鐘密碼錯誤 {data.login_failures} 次</p>
          <form onSubmit={unlock} aria-label="解除登入鎖定">
            <LabelledInput kind="reason" id="unlock-reason" value={reason} onChange={setReason} />
            <button type="submit">解除登入鎖定</button>
          </form>
        </>
      ) : null}
      <h3>傳送站內訊息</h3>
      <MessageForm target={{ member_id: member.member_id }} />
      <div className="actions">
        <button type="button" className="secondary" onClick={onClose}>
          返回
        </button>
      </div>
    </section>
  );
}

/** A site message to one member or to a whole tier. */
export function MessageForm({ target }: { target: { member_id: number } | { tier: number } }) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useStaffCall();
  const id = 'member_id' in target ? `m${target.member_id}` : `t${target.tier}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const answer = await run(() =>
      send(backStageCalls.sendMessage, { body: { ...target, subject, content } }),
    );
    if (!answer) return;
    setDone(`已傳送給 ${answer.sent} 位會員`);
    setSubject('');
    setContent('');
  };
  return (
    <form onSubmit={submit} aria-label="傳送站內訊息">
      <ErrorNote message={error} />
      {done ? (
        <p className="notice" role="status">
          {done}
        </p>
      ) : null}
      <Field label="標題" id={`message-subject-${id}`}>
        <input
          id={`message-subject-${id}`}
          required
          maxLength={100}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field label="內容" id={`message-content-${id}`}>
        <textarea
          id={`message-content-${id}`}
          required
          maxLength={2000}
          rows={4}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </Field>
      <button type="submit" disabled={busy}>
        {busy ? '傳送中…' : '傳送'}
      </button>
    </form>
  );
}
