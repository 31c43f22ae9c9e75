import { backStageCalls, type StaffProfile } from '@shop/contracts/back-stage';
import { type FormEvent, useState } from 'react';
import { send } from '../api.ts';
import { ErrorNote, Field, useStaffCall } from '../ui.tsx';

/** E-mail and password; owners and managers are then asked for their authenticator's code. */
export function LoginPage({ onSignedIn }: { onSignedIn: (token: string, staff: StaffProfile) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const { busy, error, fields, run } = useStaffCall((e) => {
    if (e.code !== 'STAFF_TOTP_REQUIRED')
      return e.status === 422 && !e.fields.totp ? '請輸入正確的電子郵件與密碼' : e.message;
    setAskTotp(true);
    return null;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await run(() =>
      send(backStageCalls.staffLogin, { body: { email, password, ...(askTotp ? { totp } : {}) } }),
    );
    if (answer) onSignedIn(answer.token, answer.staff);
  };

  return (
    <main className="login" id="main">
      <form onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">MIREVA LAB 後台登入</h1>
        <ErrorNote message={error} />
        <Field label="電子郵件" id="email">
          <input
            id="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="密碼" id="password">
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {askTotp ? (
          <Field label="驗證碼（驗證器 App 上的 6 位數）" id="totp" error={fields.totp}>
            <input
              id="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              // biome-ignore lint/a11y/noAutofocus: the code is the one thing left to type
              autoFocus
              value={totp}
              aria-describedby={fields.totp ? 'totp-error' : undefined}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? '登入中…' : askTotp ? '驗證並登入' : '登入'}
        </button>
      </form>
    </main>
  );
}
