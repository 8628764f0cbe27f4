/**
 * A fake model server for the agents that need one (OpenCode, Claude Code, Copilot CLI, Gemini CLI):
 * it listens on 127.0.0.1 only, on an ephemeral port, records every request, answers each with the
 * smallest stream that lets the agent finish, and stops by itself after `maxRequests` requests, after
 * `idleMs` without one, or after `hardMs` in all. Its sockets do not keep the harness alive.
 */
import * as http from 'node:http';

const SSE = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };

function openaiStream(res) {
  res.writeHead(200, SSE);
  const base = { id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm' };
  res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: 'ok' }, finish_reason: null }] })}\n\n`);
  res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

function anthropicStream(res) {
  res.writeHead(200, SSE);
  const ev = (name, data) => res.write(`event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`);
  ev('message_start', { message: { id: 'm1', type: 'message', role: 'assistant', model: 'claude', content: [], stop_reason: null, usage: { input_tokens: 1, output_tokens: 0 } } });
  ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'ok' } });
  ev('content_block_stop', { index: 0 });
  ev('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } });
  ev('message_stop', {});
  res.end();
}

function geminiAnswer(res, stream) {
  const body = { candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  if (stream) {
    res.writeHead(200, SSE);
    res.end(`data: ${JSON.stringify(body)}\n\n`);
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

/** Start the server; resolves to `{ url, requests, waitFor(pred, ms), close() }`. */
export function startMockServer({ maxRequests = 50, idleMs = 60_000, hardMs = 600_000 } = {}) {
  const requests = [];
  const waiters = new Set();
  let count = 0;
  let idle = null;
  const server = http.createServer((req, res) => {
    count += 1;
    armIdle();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try {
        body = raw === '' ? null : JSON.parse(raw);
      } catch {
        body = raw;
      }
      const entry = { method: req.method, url: req.url ?? '', headers: req.headers, body };
      requests.push(entry);
      for (const w of [...waiters]) w(entry);
      const url = entry.url;
      if (req.method === 'GET' && /\/models(\?|$)/.test(url)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [] }));
      } else if (url.includes('/chat/completions')) openaiStream(res);
      else if (url.includes('/messages')) {
        if (body && body.stream === false) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ id: 'm1', type: 'message', role: 'assistant', model: 'claude', content: [{ type: 'text', text: 'ok' }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 } }));
        } else anthropicStream(res);
      } else if (url.includes(':streamGenerateContent')) geminiAnswer(res, true);
      else if (url.includes(':generateContent')) geminiAnswer(res, false);
      else if (url.includes(':countTokens')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ totalTokens: 1 }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      }
      if (count >= maxRequests) close();
    });
  });
  const armIdle = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(close, idleMs);
    idle.unref();
  };
  const hard = setTimeout(() => close(), hardMs);
  hard.unref();
  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    clearTimeout(hard);
    if (idle) clearTimeout(idle);
    server.close();
    server.closeAllConnections?.();
  }
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      armIdle();
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        get closed() {
          return closed;
        },
        /** Resolve with the first request (recorded from now on) that `pred` accepts, or null after `ms`. */
        waitFor(pred, ms) {
          return new Promise((done) => {
            const t = setTimeout(() => {
              waiters.delete(w);
              done(null);
            }, ms);
            const w = (e) => {
              if (!pred(e)) return;
              clearTimeout(t);
              waiters.delete(w);
              done(e);
            };
            waiters.add(w);
          });
        },
        close,
      });
    });
  });
}
