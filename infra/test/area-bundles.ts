import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions, esbuildOptionsOf } from '../lib/bundling';
import { PDF_AREA, pdfBundling } from '../lib/pdf-function';

/** Budget of every area function's minified bundle (ARCHITECTURE.md; the PDF function aside). */
export const AREA_BUNDLE_BUDGET_BYTES = 200 * 1024;

/**
 * Areas allowed more than AREA_BUNDLE_BUDGET_BYTES, each with its reason (a decision for review, like
 * the PDF function's). `modules`: issue 8 has the server compute completeness, check answers against
 * their questions and load template definitions in survey-core, which is about 1.1 MB minified on its
 * own (its ESM build barely tree-shakes: every question class registers itself). Measured 1.35 MB.
 * `users`: issues 19 and 20 add the profile field groups, the name rule's Unicode cleaning, the limits of
 * every field and the catalogue's error map for zod issues (every 400 in plain words); measured 206,986
 * bytes. Splitting the users catalogue's server texts from its screen texts would bring it back under
 * 200 KB (to do with issue 22's area folders).
 * `pdf`: ARCHITECTURE.md sets the PDF function aside (its cold start is Chromium's); since issue 20 it
 * composes the dashboard's latest figures (flags and advice rules of the report engine) to print them.
 * Measured 205 KB.
 * `admin`: issue 26's Researcher grant and research keys, issue 20's named module details and issue 23's
 * accepted spec bodies (the screener's answers as digit strings, the start dialog variant) in the schemas
 * it shares; measured 205,048 bytes. Issue 22's area folders are to bring it back under 200 KB.
 * Issue 22: every route of the contract now declares its error codes and cache effects, which every
 * area bundles with the contract: `admin`, `series` and `reports` measured 205,034, 207,866 and
 * 206,665 bytes. `public` also serves the OpenAPI document, built from the whole contract with zod's
 * JSON Schema output: measured 235,005 bytes. Splitting the contract per area would bring them back.
 * With issue 26's routes declaring theirs too, `users` (which also holds the Researcher grant) measured
 * 222,621 bytes. Issue 23's partner sign-in verifies the partner's token with jose (JWT verification and
 * the remote key set), in `users`: measured 250,191 bytes. With the partner and follow-up routes in the
 * contract, `public`'s OpenAPI document measured 246,386 bytes.
 * Issue 25: every catalogue text now has its French, and the server answers in the caller's language,
 * so each area bundles both languages of the texts it uses: users 282,049 bytes, public 303,133, admin
 * 250,988, series 245,537, projects 229,738, notes 209,632, reports 251,992, fhir 238,298, pdf 277,821.
 * Splitting each area's server texts from its screen texts (issue 22's area folders) would bring most
 * back under 200 KB. Issue 25's second wave words stored reports, flags and follow-up findings for the
 * reader (the round engine and the scoring texts in both languages where reports are read), keeps French
 * names, and issue 22's shared policy names more rules: users 286,774 bytes, public 307,564, admin
 * 261,667, series 256,227, projects 240,452, reports 270,518, fhir 248,936, followups 213,631, pdf
 * 294,344. (A scope loader that pulled the follow-up records, texts and all, into every area was cut.)
 * Issue 22, measured per input (`inputBytes`): the contract is already split per area (each handler
 * imports its own `shared/src/api/routes/<file>.ts`, 0.2 to 3.5 KB; the error list 1.8 KB; the cache
 * families 0.1 KB); only `public` bundles the whole contract, for the OpenAPI document (a test keeps it
 * so). What every area carries is zod (92 to 103 KB, its JSON Schema code included: classic schemas
 * hold a `toJSONSchema` method) and whole message catalogues in both languages: a catalogue is one
 * object per language, so one text brings all of them. modules (42.9 KB) comes with the module and
 * series schemas' issue texts into admin, series, reports, projects, fhir, pdf and public; users
 * (27.5 KB) with the note schemas into users, notes and public; auth (12.4 KB) with the stored-user
 * read (the pipeline's) into all; validation (9.1 KB); scoring (10.9 KB) with the flags into reports,
 * pdf, followups. The pipeline and the areas other than users now read users through
 * `dynamoUserReads`/`dynamoPeopleReads`, which leave the user writes and the auth catalogue out (about
 * 15 KB off each): notes (194,760 bytes) and followups (198,708) are back under 200 KB. Measured then:
 * users 288,051 bytes (its own texts, and jose, 19 KB, for the partner sign-in), pdf 279,430, admin
 * 247,249, series 241,162, reports 255,879, public 292,733 (the whole contract), projects 225,760, fhir
 * 234,057; budgets are these rounded up to the KB plus 1 KB. The server names 43 of the 323 modules
 * texts, 17 of 262 users texts, 9 of 138 follow-up texts: catalogues holding the server's texts apart
 * from the screens' (shared/src/messages, with the schemas' issue texts) would bring projects (projected
 * 183 KB), fhir (194), admin and series (198) under 200 KB; reports to 212, public 217, pdf 224, users
 * 241 (projected by bundling each catalogue with only the keys the server's code names).
 */
export const AREA_BUNDLE_BUDGET_EXCEPTIONS: Readonly<Record<string, number>> = {
  modules: 1.5 * 1024 * 1024,
  users: 283 * 1024,
  pdf: 274 * 1024,
  admin: 243 * 1024,
  series: 237 * 1024,
  reports: 251 * 1024,
  public: 287 * 1024,
  projects: 222 * 1024,
  fhir: 230 * 1024,
};

/** The minified budget of an area's function. */
export function areaBudgetBytes(area: string): number {
  return AREA_BUNDLE_BUDGET_EXCEPTIONS[area] ?? AREA_BUNDLE_BUDGET_BYTES;
}

const repositoryRoot = resolve(import.meta.dirname, '../..');

/** How the AWS SDK gets into a bundle: left to the Lambda runtime (what we deploy) or bundled whole. */
export type SdkMode = 'runtime' | 'bundled';

/** One area entry built as CDK builds it. */
export interface AreaBundle {
  area: string;
  /** Size of the minified JavaScript (the source map aside). */
  bytes: number;
  code: Uint8Array;
  /** The source files esbuild put in it. */
  inputs: string[];
  /** Bytes each source file takes in the minified output, biggest first (what to cut to meet a budget). */
  inputBytes: [file: string, bytes: number][];
}

/** Builds `functions/src/<area>/entry.ts` with the deployed esbuild options (`sdk: 'bundled'` for comparison). */
export async function buildAreaBundle(area: string, sdk: SdkMode = 'runtime'): Promise<AreaBundle> {
  const entry = join(repositoryRoot, 'functions/src', area, 'entry.ts');
  const outfile = join(repositoryRoot, 'cdk.out/bundle-check', area, 'index.mjs');
  // The PDF function installs Chromium and puppeteer-core as packages beside its bundle (pdfBundling).
  const options =
    area === PDF_AREA
      ? esbuildOptionsOf(pdfBundling(join(repositoryRoot, 'web/dist')), entry, outfile)
      : esbuildOptions(entry, outfile);
  const result = await build({
    ...options,
    ...(sdk === 'bundled' ? { external: [] } : {}),
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
  if (!js) throw new Error(`esbuild wrote no JavaScript for area ${area}`);
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined);
  const inputBytes = Object.entries(output?.inputs ?? {})
    .map(([file, input]): [string, number] => [file, input.bytesInOutput])
    .sort((a, b) => b[1] - a[1]);
  return {
    area,
    bytes: js.contents.length,
    code: js.contents,
    inputs: Object.keys(result.metafile.inputs),
    inputBytes,
  };
}

/**
 * The cold-start proxy of a bundle: the median time, over `runs` fresh `node` processes, to `import()`
 * it (module loading and top-level code, what Lambda's init phase runs before the first event). The
 * file goes under node_modules/.cache so an external `@aws-sdk/*` resolves to the installed SDK, as it
 * does to the runtime's copy in Lambda.
 */
export function importMedianMs(bundle: AreaBundle, sdk: SdkMode, runs = 7): number {
  const dir = join(repositoryRoot, 'node_modules/.cache/circles-bundles', sdk, bundle.area);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'index.mjs');
  writeFileSync(file, bundle.code);
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    times.push(Number(out.trim()));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
