// MCP prompts: reusable requests a person picks in their MCP host ("review my Java code", "explain this lesson").
// Prompts as data, like the tools: a zod contract for the arguments and a function that builds the messages from
// the same services. The argument list published by prompts/list is derived from the contract.
import { ProtocolError, type GetPromptResult, type Prompt } from "@modelcontextprotocol/server";
import { z } from "zod";
import { explainLessonPromptArgs, reviewCodePromptArgs } from "@/lib/contracts/prompts";
import { formatZodError } from "@/lib/errors";
import type { Principal } from "@/lib/oauth/tokens";
import { RPC } from "./protocol";
import { readLessonResource, lessonUri } from "./resources";

interface McpPrompt<A extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  args: A;
  build(args: z.output<A>, ctx: { principal: Principal | null }): Promise<GetPromptResult>;
}

const prompt = <A extends z.ZodObject>(p: McpPrompt<A>) => p as unknown as McpPrompt;

export const PROMPTS: readonly McpPrompt[] = [
  prompt({
    name: "review_java_code",
    title: "Review my Java code",
    description: "Ask for a review of Java or Spring Boot code: bugs, security, design, and how to fix them.",
    args: reviewCodePromptArgs,
    build: async ({ code, error }) => ({
      description: "A code review request for the analyze_java_code tool and the lessons",
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text: [
              "Review my Java code. Call the analyze_java_code tool with it" +
                (error ? " and the error below" : "") +
                ", then explain each finding in plain words, show the fixed lines, and link the lesson that teaches the fix (ask_question or the lesson resources).",
              "",
              "```java",
              code,
              "```",
              ...(error ? ["", "Error or output:", "", "```", error, "```"] : []),
            ].join("\n"),
          },
        },
      ],
    }),
  }),
  prompt({
    name: "explain_lesson",
    title: "Explain this lesson",
    description: "Explain a lesson step by step at the learner's level, with the lesson's Markdown attached.",
    args: explainLessonPromptArgs,
    build: async ({ course, lesson, level }, { principal }) => {
      const uri = lessonUri(course, lesson);
      let doc;
      try {
        doc = await readLessonResource(uri, principal);
      } catch {
        throw new ProtocolError(
          RPC.INVALID_PARAMS,
          `No lesson "${lesson}" in course "${course}". get_course lists the lessons of a course.`,
        );
      }
      const content = doc.result.contents[0];
      return {
        description: `Explain the lesson ${course}/${lesson}`,
        messages: [
          { role: "user", content: { type: "resource", resource: content } },
          {
            role: "user",
            content: {
              type: "text",
              text: `Explain this lesson to me${level ? ` at a ${level} level` : ""}: the key ideas step by step, a small runnable Java example for each, the mistakes learners make, and three questions to check my understanding.`,
            },
          },
        ],
      };
    },
  }),
];

const PROMPTS_BY_NAME: ReadonlyMap<string, McpPrompt> = new Map(PROMPTS.map((p) => [p.name, p]));

let cached: Prompt[] | undefined;

/** prompts/list entries, argument docs taken from the contracts. */
export function promptDefinitions(): Prompt[] {
  cached ??= PROMPTS.map((p) => ({
    name: p.name,
    title: p.title,
    description: p.description,
    arguments: Object.entries(p.args.shape).map(([name, schema]) => ({
      name,
      description: (schema as z.ZodType).description ?? name,
      required: !(schema as z.ZodType).safeParse(undefined).success,
    })),
  }));
  return cached;
}

/** prompts/get: unknown prompt or bad arguments → -32602 (a protocol error: prompts have no isError result). */
export async function getPrompt(
  name: string,
  args: Record<string, string> | undefined,
  ctx: { principal: Principal | null },
): Promise<GetPromptResult> {
  const p = PROMPTS_BY_NAME.get(name);
  if (!p)
    throw new ProtocolError(
      RPC.INVALID_PARAMS,
      `Unknown prompt "${name}". Call prompts/list for the available prompts.`,
    );
  const parsed = p.args.safeParse(args ?? {});
  if (!parsed.success)
    throw new ProtocolError(
      RPC.INVALID_PARAMS,
      `Invalid arguments for prompt ${name}: ${formatZodError(parsed.error)}.`,
    );
  return p.build(parsed.data, ctx);
}
