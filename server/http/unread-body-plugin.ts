// An answer sent before the request's body has all arrived (a 415 or 403 from a guard, a file that is
// not a PDF, a wrong field, 507 part-way through a multipart body) closes the connection. Otherwise
// Node keeps it open for the rest of a body nobody reads any more (the multipart stream is paused),
// so a 6 MB upload sat stuck on a keep-alive socket for up to the 2-minute request timeout, and a
// shutdown waited for it. With Connection: close, Node ends the connection once the answer is written.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      // `complete` is false only on a real socket whose body is still arriving (undefined under inject).
      if (request.raw.complete === false) reply.header('connection', 'close');
    });
  },
  { name: 'unread-body' },
);
