import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type ObjectStorage } from './object-storage.ts';

/** Files under one folder of this machine (`$DATA_DIR/uploads`): the default, for one machine. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file).catch(async (error: unknown) => {
        await rm(partial, { force: true });
        throw error;
      });
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
        throw error;
      });
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async totalBytes(prefix) {
      const dir = path.join(root, prefix);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      const sizes = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            stat(path.join(entry.parentPath, entry.name)).then(
              (s) => s.size,
              () => 0,
            ),
          ),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}
