export {
  appendLedgerEntry,
  type LedgerEntry,
  type LedgerKind,
  ledgerBalance,
  ledgerBalanceSql,
} from './ledgers.repository.ts';
