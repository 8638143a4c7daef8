import { AppError } from "@/lib/errors";

// Server-sent events from an async iterable of {type, ...} events (ask streaming).
export function sseResponse(events: AsyncIterable<{ type: string }>, headers: Headers): Response {
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const e of events) {
          const { type, ...data } = e;
          controller.enqueue(enc.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
        }
      } catch {
        controller.enqueue(
          enc.encode(
            `event: error\ndata: ${JSON.stringify(new AppError("INTERNAL", "The answer stream failed.", "Retry the request.").toBody())}\n\n`,
          ),
        );
      } finally {
        controller.close();
      }
    },
  });
  headers.set("Content-Type", "text/event-stream; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set("X-Accel-Buffering", "no");
  return new Response(stream, { status: 200, headers });
}
