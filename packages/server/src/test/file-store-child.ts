/**
 * Run by modules/routine/file-store-full.test.ts in a process of its own under `ulimit -f`
 * (test/file-size-limit.ts): `node --import tsx file-store-child.ts DATA_DIR BIG SMALL`. Writes a file of
 * BIG bytes with a plain writeFile (the contrast: what the store did before), then BIG bytes and SMALL
 * bytes through the local upload store, and prints what each did as one JSON line; the test looks at the
 * directory itself.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalFileStore } from '../modules/routine/file-store.js';

const [dataDir, big, small] = process.argv.slice(2);
if (!dataDir || !big || !small) throw new Error('usage: file-store-child.ts DATA_DIR BIG SMALL');

async function outcome(work: () => Promise<unknown>) {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    const { name, code, syscall } = error as { name?: string; code?: string; syscall?: string };
    return { ok: false, name, code, syscall };
  }
}

const store = new LocalFileStore(dataDir);
const result = {
  plain: await outcome(() => writeFile(path.join(dataDir, 'plain.bin'), Buffer.alloc(Number(big), 'p'))),
  big: await outcome(() => store.put('big/file.bin', Buffer.alloc(Number(big), 'b'))),
  small: await outcome(() => store.put('small/file.bin', Buffer.alloc(Number(small), 's'))),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
