// Bare Fastify hello-world: the baseline the API bench compares against (same node, same machine).
// Started as a child process by bench/api.mjs with PORT set; listens on 127.0.0.1 only.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
