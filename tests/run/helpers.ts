// Shared by the runner tests: exercises built in memory (through the real parser) and the one local runner.
import { parseExercise, type Exercise } from "@/lib/content/exercises";
import { createRunner } from "@/lib/run";
import { findTools, bwrapUsable } from "@/lib/run/sandbox";
import type { Runner } from "@/lib/run/types";

/** Whether this machine can run the local runner; the suite fails (not skips) in CI when it cannot. */
export function localAvailable(): boolean {
  const tools = findTools();
  const ok = !!tools && bwrapUsable(tools);
  if (!ok && process.env.CI) throw new Error("tests/run need javac, java and bwrap (apt-get install -y bubblewrap)");
  return ok;
}

let shared: Runner | undefined;
export function localRunner(): Runner {
  return (shared ??= createRunner("local", { concurrency: 2, maxQueue: 50 }));
}

/** An exercise from front-matter YAML + blocks, parsed exactly like a content file. */
export function exercise(
  frontMatter: string,
  blocks: { starter?: string; solution?: string; program?: string },
): Exercise {
  const body = Object.entries(blocks)
    .map(([role, code]) => "```java " + role + "\n" + code.trim() + "\n```\n")
    .join("\n");
  const slug = /slug: ([\w-]+)/.exec(frontMatter)?.[1] ?? "x";
  return parseExercise(
    `---\n${frontMatter.trim()}\n---\nThe statement of this test exercise, in a sentence.\n\n${body}`,
    {
      course: "test-course",
      lesson: "test-lesson",
      file: `tests/${slug}.md`,
    },
  );
}

/** A write exercise whose checks are given as YAML list items. */
export function writeExercise(slug: string, checksYaml: string, solution = "public class Placeholder {}"): Exercise {
  return exercise(
    `slug: ${slug}\ntitle: Test exercise\nkind: write\ndifficulty: easy\norder: 1\nhints: [a hint]\nchecks:\n${checksYaml}`,
    { starter: solution, solution },
  );
}
