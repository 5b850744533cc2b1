#!/usr/bin/env node
// Run Dolos (the npm library @dodona/dolos-lib) on an assignment folder.
//
// Stage: benchmark tooling (bench/); needs `bash bench/setup.sh` first.
//
//   node bench/peers/dolos_run.mjs SUBMISSIONS [--base STARTER] [-o OUT.json]
//
// Dolos compares files.  As its documentation advises for submissions of
// several files, each submission's files are concatenated (sorted by path,
// the same order mossish reads them) into one file named after the
// submission; a file lying directly in SUBMISSIONS is a submission of its own.
// The starter code, concatenated the same way, is Dolos' one "ignored" file
// (template code).  Options are Dolos' defaults (k = 23, window 17, language
// detected from the extensions).  Prints the common JSON shape
// {"tool", "version", "pairs": [{"a", "b", "similarity"}]}; pairs with
// similarity 0 are left out.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, dirname, extname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const nodeDir = process.env.DOLOS_NODE_DIR || join(here, "..", ".peers", "node");
const libDir = join(nodeDir, "node_modules", "@dodona", "dolos-lib");
const { Dolos, File } = await import(pathToFileURL(join(libDir, "dist", "index.js")).href);
const version = JSON.parse(readFileSync(join(libDir, "package.json"), "utf8")).version;

const argv = process.argv.slice(2);
let root = null, base = null, out = null;
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--base") base = argv[++i];
  else if (argv[i] === "-o" || argv[i] === "--out") out = argv[++i];
  else root = argv[i];
}
if (!root) {
  console.error("usage: dolos_run.mjs SUBMISSIONS [--base STARTER] [-o OUT.json]");
  process.exit(2);
}

const skip = (name) => name.startsWith(".") || name === "__pycache__" || name === "node_modules";

function filesBelow(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    if (skip(name)) continue;
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) out.push(...filesBelow(path));
    else if (st.isFile()) out.push(path);
  }
  return out;
}

function concatenated(paths) {
  return paths.map((p) => readFileSync(p, "utf8")).join("\n");
}

root = resolve(root);
const files = [];
const names = new Map();
for (const name of readdirSync(root).sort()) {
  if (skip(name)) continue;
  const path = join(root, name);
  const st = statSync(path);
  const paths = st.isDirectory() ? filesBelow(path) : [path];
  if (paths.length === 0) continue;
  // the extension of its first file, so that Dolos picks the language
  const file = new File(`${name}/${name}${extname(paths[0])}`, concatenated(paths));
  names.set(file, name);
  files.push(file);
}
let ignored = undefined;
if (base) {
  const paths = statSync(base).isDirectory() ? filesBelow(resolve(base)) : [resolve(base)];
  if (paths.length) ignored = new File(`starter${extname(paths[0])}`, concatenated(paths));
}

const dolos = new Dolos();
const report = await dolos.analyze(files, "bench", ignored);
const pairs = [];
for (const pair of report.allPairs()) {
  if (!(pair.similarity > 0)) continue;
  let a = names.get(pair.leftFile), b = names.get(pair.rightFile);
  if (a === undefined || b === undefined) {
    a = pair.leftFile.path.split("/")[0];
    b = pair.rightFile.path.split("/")[0];
  }
  if (a > b) [a, b] = [b, a];
  pairs.push({ a, b, similarity: Math.round(pair.similarity * 1e6) / 1e6 });
}
pairs.sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0));
const text = JSON.stringify({ tool: "dolos", version, pairs });
if (out && out !== "-") writeFileSync(out, text);
else process.stdout.write(text + "\n");
