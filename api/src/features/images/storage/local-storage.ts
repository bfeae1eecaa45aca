import { randomBytes } from 'node:crypto';
import { access, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type MediaStorage, STORED_FILE, UPLOADS_PATH } from './media-storage';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/** Files in a folder of this machine (DATA_DIR/uploads), served by the API under `/uploads/`. */
export function createLocalStorage(uploadsDir: string): MediaStorage {
  /** Written beside and renamed into place: a reader or a listing never sees half a file. */
  async function writeWhole(file: string, data: Buffer) {
    const partial = path.join(uploadsDir, `.${file}.${randomBytes(4).toString('hex')}.part`);
    await writeFile(partial, data);
    await rename(partial, path.join(uploadsDir, file));
  }

  return {
    kind: 'local',
    dir: uploadsDir,
    put: writeWhole,
    exists: (file) =>
      access(path.join(uploadsDir, path.basename(file))).then(
        () => true,
        () => false,
      ),
    get: (file) =>
      readFile(path.join(uploadsDir, path.basename(file))).catch((error: NodeJS.ErrnoException) => {
        ignoreMissing(error);
        return null;
      }),
    async list() {
      const files = (await readdir(uploadsDir)).filter((file) => STORED_FILE.test(file));
      const stats = await Promise.all(files.map((file) => stat(path.join(uploadsDir, file)).catch(() => null)));
      return files.flatMap((file, index) => {
        const info = stats[index];
        return info ? [{ file, modifiedAt: info.mtime }] : [];
      });
    },
    async delete(files) {
      await Promise.all(files.map((file) => unlink(path.join(uploadsDir, path.basename(file))).catch(ignoreMissing)));
    },
    urlOf: (file) => `${UPLOADS_PATH}${file}`,
    publicBases: [UPLOADS_PATH],
    async checkWritable() {
      const probe = `.ready-${randomBytes(6).toString('hex')}`;
      await writeFile(path.join(uploadsDir, probe), '');
      await unlink(path.join(uploadsDir, probe));
    },
    close: () => undefined,
  };
}
