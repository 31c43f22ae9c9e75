export {
  appendLedgerEntry,
  type LedgerEntry,
  type LedgerKind,
  ledgerBalance,
} from './ledgers.repository.ts';
