import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { loadConfig, type Config } from '../env.ts';

export interface ScriptOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * A script's `--name value` options checked by a schema: the values, or null after saying on `err`
 * what is wrong (an unknown option, a missing or bad value) and the usage line.
 */
export function scriptArgs<Schema extends z.ZodType>(
  argv: string[],
  names: readonly string[],
  schema: Schema,
  usage: string,
  output: ScriptOutput,
): z.infer<Schema> | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])) }).values;
  } catch (error) {
    output.err(`${(error as Error).message}\n${usage}`);
    return null;
  }
  const args = schema.safeParse(values);
  if (!args.success) {
    output.err(`${args.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${usage}`);
    return null;
  }
  return args.data;
}

/**
 * Runs a script when its file is the one node was started with: the configuration and the database
 * (with the embedded PGlite, stop the server first: one process at a time opens its data), then the
 * exit code the script answers.
 */
export function runWhenMain(moduleUrl: string, run: (argv: string[], db: Database, config: Config, output: ScriptOutput) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const main = async () => {
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      process.exitCode = await run(process.argv.slice(2), database.db, config, { out: console.info, err: console.error });
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
