/**
 * Who runs a queued research export at once (issue 26). Nobody by default: in AWS a Lambda may freeze
 * after answering, so the export job's every-minute schedule runs waiting exports. The local stack
 * (`npm start`, the tests) registers the job's drain here, so an export runs in the API process as soon
 * as it is queued. Kept apart from the job so the exports area's function does not carry the job's code.
 */
let runner: (() => void) | undefined;

/** Registers the process's runner (the local stack only). */
export function setResearchRunner(run: (() => void) | undefined): void {
  runner = run;
}

/** Starts the registered runner, if any. */
export function kickResearchRunner(): void {
  runner?.();
}
