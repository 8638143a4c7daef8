// A small OpenAI-compatible server on loopback (Chat Completions, plain and streaming) for AI-path tests.
import http from "node:http";

export interface FakeOpenAI {
  url: string;
  requests: {
    headers: http.IncomingHttpHeaders;
    body: { messages?: { role: string; content: unknown }[]; stream?: boolean; model?: string };
  }[];
  mode: "ok" | "error" | "hang";
  reply: string;
  close(): Promise<void>;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const state: FakeOpenAI = {
    url: "",
    requests: [],
    mode: "ok",
    reply: "Use constructor injection [1].",
    close: async () => {},
  };
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const c of req) raw += c;
    const body = JSON.parse(raw || "{}");
    state.requests.push({ headers: req.headers, body });
    if (state.mode === "hang") return; // never answers
    if (state.mode === "error") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      return;
    }
    const base = { id: "chatcmpl-1", object: "chat.completion", created: 1, model: body.model ?? "fake" };
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const words = state.reply.split(/(?<= )/);
      for (const w of words)
        res.write(
          `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content: w }, finish_reason: null }] })}\n\n`,
        );
      res.write(
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        ...base,
        choices: [{ index: 0, message: { role: "assistant", content: state.reply }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  state.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}
