import { execFileSync } from 'node:child_process';

/** Runs a command in the repository root, its output on stderr (stdout belongs to the CDK app). */
export type CommandRunner = (command: string, args: readonly string[], cwd: string) => void;

const runOnStderr: CommandRunner = (command, args, cwd) => {
  execFileSync(command, [...args], { cwd, stdio: ['ignore', process.stderr, process.stderr] });
};

/**
 * Builds the web app (`npm run build:web`) before the app is synthesized with bundling: the template
 * packages its output twice, as the site (the web bucket's deployment) and as the print entry the PDF
 * function and the export job render with. Building on every bundled synthesis keeps both in step with
 * the source, so `npm run synth` and `cdk deploy` work on a fresh clone and never ship a stale build.
 * A quick look at the template (`-c bundle=false`) skips it.
 */
export function buildWebIfBundling(
  bundle: boolean,
  repositoryRoot: string,
  run: CommandRunner = runOnStderr,
): boolean {
  if (!bundle) return false;
  run('npm', ['run', '--silent', 'build:web'], repositoryRoot);
  return true;
}
