// One goal's verdict as the bench prints it at the end: `  <subject> PASS|FAIL  <what was measured (goal …)>`.

export interface GoalCheck {
  /** Where it was measured: a database or a page. */
  subject: string;
  met: boolean;
  what: string;
}

/** Prints each check as one line; answers how many failed. */
export function printGoals(checks: GoalCheck[]): number {
  for (const check of checks) console.log(`  ${check.subject.padEnd(10)} ${check.met ? 'PASS' : 'FAIL'}  ${check.what}`);
  return checks.filter((check) => !check.met).length;
}
