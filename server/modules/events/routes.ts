import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '#server/deps.ts';
import { lastEventIdOf, type OpenStream, openEventStream } from './stream-events.ts';

const eventsQuery = z.object({
  /** The first connection's Last-Event-ID (EventSource sends the header only when it reconnects). */
  last_event_id: z.string().max(20).optional(),
});

/**
 * GET /api/events: server-sent events for the signed-in person's audiences. Never compressed or
 * buffered (each event is written to the socket as it comes); heartbeats keep it open.
 */
export async function eventsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const open = new Set<{ stream: OpenStream; body: PassThrough }>();

  app.get(
    '/api/events',
    {
      compress: false,
      schema: {
        summary: 'Server-sent events for the signed-in person (text/event-stream); Last-Event-ID replays',
        tags: ['events'],
        querystring: eventsQuery,
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof eventsQuery>;
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], query.last_event_id);
      const body = new PassThrough();
      const stream = await openEventStream(deps.events, request.actor, lastEventId, {
        write: (chunk) => {
          if (!body.writableEnded) body.write(chunk);
        },
      });
      const entry = { stream, body };
      open.add(entry);
      const end = () => {
        if (!open.delete(entry)) return;
        stream.close();
        body.end();
      };
      request.raw.on('close', end);
      body.on('error', end);
      request.raw.socket?.setNoDelay(true);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .header('connection', 'keep-alive');
      return reply.send(body);
    },
  );

  // Streams never end on their own: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const entry of [...open]) {
      open.delete(entry);
      entry.stream.close();
      entry.body.end();
    }
  });
}
