/**
 * Issue 22 item 3, "One vocabulary": renames the code's names to the README glossary's, by the table in
 * scripts/glossary/table.ts. Re-runnable: it finds symbols by name and kind and files by name pattern
 * (never by a fixed path), and a second run finds nothing left to do.
 *
 *   npx tsx scripts/rename-glossary.ts            rename, move, write, format
 *   npx tsx scripts/rename-glossary.ts --dry-run  report what it would rename, write nothing
 *
 * Steps: symbols (types, functions, variables, parameters, the few properties the table names) with
 * every reference, through the TypeScript language service; the stored `type` literals through one
 * mapping module (`storedType`, stored bytes unchanged); the web's query key segments; files and
 * folders (git mv) with their imports and path mentions; prettier on what changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { moveFiles, plannedMoves } from './glossary/files';
import { renameQueryKeys } from './glossary/query-keys';
import { mapStoredTypes } from './glossary/stored-types';
import { renameSymbols } from './glossary/symbols';
import { NON_PROPERTY_KINDS, SYMBOL_RULES, WORD_RULES, applyWordRules } from './glossary/table';
import { Workspace } from './glossary/workspace';

/** Refuses a table that a second run would apply again (a new name that is also an old one). */
function checkIdempotent(): void {
  for (const rule of SYMBOL_RULES) {
    const kinds = rule.kinds ?? NON_PROPERTY_KINDS;
    const again = SYMBOL_RULES.find(
      (r) =>
        r.from === rule.to &&
        (r.kinds ?? NON_PROPERTY_KINDS).some((k) => kinds.includes(k)) &&
        r.container === rule.container &&
        r.typeOf === undefined &&
        r.text === undefined,
    );
    if (again) throw new Error(`${rule.from} → ${rule.to}, then ${again.from} → ${again.to}`);
    if (applyWordRules(rule.to) !== rule.to) throw new Error(`${rule.to} holds an old word`);
  }
  for (const rule of WORD_RULES)
    if (applyWordRules(rule.to) !== rule.to) throw new Error(`${rule.to} holds an old word`);
}

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  const dryRun = process.argv.includes('--dry-run');
  checkIdempotent();
  const started = Date.now();
  const ws = new Workspace(root);

  const notes = renameSymbols(ws);
  const done = notes.filter((n) => n.reason === undefined);
  const left = notes.filter((n) => n.reason !== undefined);
  console.log(`\n${done.length} symbols renamed:`);
  for (const n of done) console.log(`  ${n.kind} ${n.from} → ${n.to} (${n.where}, ${n.locations} places)`);
  console.log(`\n${left.length} left for a person:`);
  for (const n of left) console.log(`  ${n.kind} ${n.from} → ${n.to} (${n.where}): ${n.reason}`);

  const stored = mapStoredTypes(ws);
  console.log(`\nstored types: ${relative(root, stored.module)}; ${stored.replaced.length} literals mapped`);
  for (const r of stored.replaced) console.log(`  ${r}`);

  const keys = renameQueryKeys(ws);
  console.log(`\nquery key segments: ${keys.length}`);
  for (const k of keys) console.log(`  ${k}`);

  const plan = plannedMoves(root);
  console.log(`\nfiles: ${plan.moves.length} to move`);
  for (const m of plan.moves) console.log(`  ${m.from} → ${m.to}`);
  for (const s of plan.skipped) console.log(`  left: ${s}`);
  if (dryRun) {
    console.log('\ndry run: nothing written');
    return;
  }
  const paths = moveFiles(ws, plan.moves);
  for (const p of paths) console.log(`  ${p}`);

  ws.flush();
  const changed = [...ws.changed].filter((f) => existsSync(f)).map((f) => relative(root, f));
  if (changed.length > 0)
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], {
      cwd: root,
      stdio: 'inherit',
    });
  console.log(`\n${changed.length} files written in ${Math.round((Date.now() - started) / 1000)} s`);
}

main();
