import {
  AUDIT_READERS,
  backStageCalls,
  CREDIT_ADJUSTERS,
  REFUNDERS,
  REPORT_READERS,
  RETURN_HANDLERS,
  STAFF_KEEPERS,
  STOCK_KEEPERS,
  type StaffProfile,
} from '@shop/contracts/back-stage';
import { useEffect, useState } from 'react';
import { keepStaffToken, send, staffToken, whenSignedOut } from './api.ts';
import { roleName } from './labels.ts';
import { AuditPage } from './pages/AuditPage.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { MembersPage } from './pages/MembersPage.tsx';
import { OrderDetailPage } from './pages/OrderDetailPage.tsx';
import { OrdersPage } from './pages/OrdersPage.tsx';
import { PackingPage } from './pages/PackingPage.tsx';
import { ReturnDetailPage, ReturnsPage } from './pages/ReturnsPage.tsx';
import { ReportsPage } from './pages/reports/ReportsPage.tsx';
import { StaffPage } from './pages/StaffPage.tsx';
import { StockPage } from './pages/StockPage.tsx';
import { Link, useRouter } from './router.tsx';
import { Loading } from './ui.tsx';

export function App() {
  const [staff, setStaff] = useState<StaffProfile | null>(null);
  const [checking, setChecking] = useState(() => staffToken() !== null);

  useEffect(() => {
    whenSignedOut(() => setStaff(null));
    if (!staffToken()) return;
    send(backStageCalls.staffMe)
      .then(setStaff)
      .catch(() => setStaff(null))
      .finally(() => setChecking(false));
  }, []);

  if (checking) return <Loading />;
  if (!staff) {
    return (
      <LoginPage
        onSignedIn={(token, profile) => {
          keepStaffToken(token);
          setStaff(profile);
        }}
      />
    );
  }
  const signOut = async () => {
    try {
      await send(backStageCalls.staffLogout);
    } finally {
      keepStaffToken(null);
      setStaff(null);
    }
  };
  return (
    <div className="shell">
      <a className="skip" href="#main">
        跳到主要內容
      </a>
      <header className="topbar">
        <span className="brand">MIREVA LAB 後台</span>
        <nav aria-label="後台選單">
          <Link to="/">儀表板</Link>
          <Link to="/orders">訂單</Link>
          <Link to="/members">會員</Link>
          {REPORT_READERS.includes(staff.role) ? <Link to="/reports">流量報表</Link> : null}
          {RETURN_HANDLERS.includes(staff.role) ? <Link to="/returns">退貨申請</Link> : null}
          {STOCK_KEEPERS.includes(staff.role) ? <Link to="/stock">庫存</Link> : null}
          {AUDIT_READERS.includes(staff.role) ? <Link to="/audit">操作紀錄</Link> : null}
          {STAFF_KEEPERS.includes(staff.role) ? <Link to="/staff">員工帳號</Link> : null}
        </nav>
        <span className="who" data-testid="staff-who">
          {staff.name}（{roleName(staff.role)}）
        </span>
        <button type="button" className="secondary" onClick={signOut}>
          登出
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Page staff={staff} />
      </main>
    </div>
  );
}

function Page({ staff }: { staff: StaffProfile }) {
  const { path, search } = useRouter();
  const detail = /^\/orders\/(\d+)$/.exec(path);
  if (detail) return <OrderDetailPage orderId={Number(detail[1])} staff={staff} />;
  if (path === '/orders') return <OrdersPage role={staff.role} />;
  const returnDetail = /^\/returns\/(\d+)$/.exec(path);
  if (returnDetail)
    return <ReturnDetailPage returnId={Number(returnDetail[1])} canRefund={REFUNDERS.includes(staff.role)} />;
  if (path === '/returns') return <ReturnsPage />;
  if (path === '/stock') return <StockPage />;
  if (path === '/audit') return <AuditPage />;
  if (path === '/staff' && STAFF_KEEPERS.includes(staff.role)) return <StaffPage staff={staff} />;
  if (path === '/packing') return <PackingPage ids={(search.get('ids') ?? '').split(',').map(Number)} />;
  if (path === '/members') return <MembersPage mayAdjustCredit={CREDIT_ADJUSTERS.includes(staff.role)} />;
  if (path === '/reports') return <ReportsPage />;
  if (path === '/') return <DashboardPage />;
  return (
    <section>
      <h1>找不到這個頁面</h1>
      <p>
        <Link to="/">回到儀表板</Link>
      </p>
    </section>
  );
}
