// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every file under the
// folder it is given, as `cargo leptos build --precompress` does; the server sends the copy a
// browser accepts (tower-http's precompressed_br / precompressed_gzip). Node's own zlib: no
// package to install.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2];
if (!root) {
  console.error("usage: node .ci/precompress.mjs <folder>");
  process.exit(2);
}

for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const bytes = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}
