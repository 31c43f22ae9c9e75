// `npm run docs:config`: rewrites README.md's configuration table from the settings schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsTable } from '../src/settings-table.ts';

const readmePath = new URL('../../../README.md', import.meta.url);
const before = readFileSync(readmePath, 'utf8');
const after = withSettingsTable(before);
if (after === before) {
  console.log('README.md: the configuration table is up to date.');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md: configuration table rewritten from packages/contracts/src/settings.ts.');
}
